-- The list screens read in index order: each sort's index in its own order (ties by id), one per
-- business for its listings, (organization, id) for batch walks, and covering indexes for the counts.
DROP INDEX `activity_org_created_idx`;--> statement-breakpoint
CREATE INDEX `activity_org_created_idx` ON `activity` (`organization_id`,"created_at" desc,`id`);--> statement-breakpoint
DROP INDEX `businesses_org_updated_idx`;--> statement-breakpoint
DROP INDEX `businesses_org_created_idx`;--> statement-breakpoint
DROP INDEX `businesses_org_name_idx`;--> statement-breakpoint
CREATE INDEX `businesses_org_id_idx` ON `businesses` (`organization_id`,`id`);--> statement-breakpoint
CREATE INDEX `businesses_org_enriched_idx` ON `businesses` (`organization_id`,`enriched_at`);--> statement-breakpoint
CREATE INDEX `businesses_org_updated_idx` ON `businesses` (`organization_id`,"updated_at" desc,`id`);--> statement-breakpoint
CREATE INDEX `businesses_org_created_idx` ON `businesses` (`organization_id`,"created_at" desc,`id`);--> statement-breakpoint
CREATE INDEX `businesses_org_name_idx` ON `businesses` (`organization_id`,lower("name"),`id`);--> statement-breakpoint
DROP INDEX `listings_org_updated_idx`;--> statement-breakpoint
DROP INDEX `listings_org_status_idx`;--> statement-breakpoint
DROP INDEX `listings_org_platform_idx`;--> statement-breakpoint
CREATE INDEX `listings_org_business_updated_idx` ON `listings` (`organization_id`,`business_id`,"updated_at" desc,`id`);--> statement-breakpoint
CREATE INDEX `listings_org_id_idx` ON `listings` (`organization_id`,`id`);--> statement-breakpoint
CREATE INDEX `listings_org_updated_idx` ON `listings` (`organization_id`,"updated_at" desc,`id`);--> statement-breakpoint
CREATE INDEX `listings_org_status_idx` ON `listings` (`organization_id`,`status`,`published_at`,`last_sync_at`);--> statement-breakpoint
CREATE INDEX `listings_org_platform_idx` ON `listings` (`organization_id`,`platform`,`status`);