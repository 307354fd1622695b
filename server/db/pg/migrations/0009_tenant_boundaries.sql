-- A provider record may back one profile per organization, not one in the whole platform: a tenant that links
-- a copy of another's listing first must neither block the owner nor learn the record is taken.
ALTER TABLE "businesses" DROP CONSTRAINT "businesses_data_axle_infogroup_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_org_infogroup_idx" ON "businesses" USING btree ("organization_id","data_axle_infogroup_id");--> statement-breakpoint
-- A custom domain is served only once a DNS record proved it; domains set before that start unproven.
ALTER TABLE "organizations" ADD COLUMN "custom_domain_verified_at" timestamp (3) with time zone;--> statement-breakpoint
-- Memberships a partner's staff gained by working in a client end with their partner membership. Those made
-- before this mark are the client memberships of people who are members of the client's partner too.
ALTER TABLE "user_organizations" ADD COLUMN "through_partner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "user_organizations" AS m SET "through_partner" = true
	FROM "organizations" AS o, "user_organizations" AS p
	WHERE o."id" = m."organization_id" AND p."organization_id" = o."partner_organization_id" AND p."user_id" = m."user_id";
