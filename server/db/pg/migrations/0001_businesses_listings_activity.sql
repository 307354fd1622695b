CREATE TABLE "activity" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"business_id" uuid,
	"actor_user_id" uuid,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "businesses_org_idx";--> statement-breakpoint
DROP INDEX "listings_business_idx";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "enriched_at" timestamp (3) with time zone;--> statement-breakpoint
-- Businesses enriched before this column existed count as enriched since their last provider sync.
UPDATE "businesses" SET "enriched_at" = coalesce("data_axle_last_synced", "updated_at") WHERE "data_axle_enrichment_data" IS NOT NULL;--> statement-breakpoint
-- Existing listings and citation issues take their business's organization.
ALTER TABLE "citation_issues" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
UPDATE "citation_issues" SET "organization_id" = "businesses"."organization_id" FROM "businesses" WHERE "businesses"."id" = "citation_issues"."business_id";--> statement-breakpoint
ALTER TABLE "citation_issues" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
UPDATE "listings" SET "organization_id" = "businesses"."organization_id" FROM "businesses" WHERE "businesses"."id" = "listings"."business_id";--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "published_at" timestamp (3) with time zone;--> statement-breakpoint
-- Statuses outside the four known ones start over as pending; a published listing went live at its last change.
UPDATE "listings" SET "status" = 'pending' WHERE "status" NOT IN ('pending', 'submitted', 'published', 'error');--> statement-breakpoint
UPDATE "listings" SET "published_at" = "updated_at" WHERE "status" = 'published';--> statement-breakpoint
-- One listing per (business, platform) from now on: the most recently updated one is kept.
DELETE FROM "listings" USING "listings" AS "newer"
	WHERE "newer"."business_id" = "listings"."business_id" AND "newer"."platform" = "listings"."platform"
		AND ("newer"."updated_at" > "listings"."updated_at" OR ("newer"."updated_at" = "listings"."updated_at" AND "newer"."id" < "listings"."id"));--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_org_created_idx" ON "activity" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_business_idx" ON "activity" USING btree ("business_id");--> statement-breakpoint
ALTER TABLE "citation_issues" ADD CONSTRAINT "citation_issues_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "businesses_org_updated_idx" ON "businesses" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "businesses_org_created_idx" ON "businesses" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "businesses_org_name_idx" ON "businesses" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "businesses_org_category_idx" ON "businesses" USING btree ("organization_id","category");--> statement-breakpoint
CREATE INDEX "citation_issues_org_resolved_idx" ON "citation_issues" USING btree ("organization_id","resolved");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_business_platform_idx" ON "listings" USING btree ("business_id","platform");--> statement-breakpoint
CREATE INDEX "listings_business_status_idx" ON "listings" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "listings_org_updated_idx" ON "listings" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "listings_org_status_idx" ON "listings" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "listings_org_platform_idx" ON "listings" USING btree ("organization_id","platform");