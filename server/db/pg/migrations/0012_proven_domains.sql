-- A custom domain is unique among proven ones only: unproven claims coexist, so one tenant's claim keeps
-- nobody from proving a domain, and proving it is what holds it.
ALTER TABLE "organizations" DROP CONSTRAINT "organizations_custom_domain_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_proven_domain_idx" ON "organizations" USING btree ("custom_domain") WHERE "custom_domain_verified_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "organizations_custom_domain_idx" ON "organizations" USING btree ("custom_domain");