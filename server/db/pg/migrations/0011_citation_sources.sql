-- Real citation sources: scans the sandbox's simulator made up say so, a scan keeps which sources failed, and
-- what a person told the scans about a business's listings (a URL to read, a found listing that is not the
-- business) is kept for later scans.
CREATE TABLE "citation_listing_marks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"directory" text NOT NULL,
	"url" text,
	"source" text,
	"listing_id" text,
	"created_by_user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "citation_scans" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "citation_scans" ADD COLUMN "source_failures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "citation_listing_marks" ADD CONSTRAINT "citation_listing_marks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_listing_marks" ADD CONSTRAINT "citation_listing_marks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_listing_marks" ADD CONSTRAINT "citation_listing_marks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "citation_listing_marks_business_idx" ON "citation_listing_marks" USING btree ("business_id");--> statement-breakpoint
-- Every scan before real sources came from the simulator: scans answered "not available" outside the sandbox.
UPDATE "citation_scans" SET "simulated" = true;
