CREATE TABLE `activity` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`business_id` text,
	`actor_user_id` text,
	`kind` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `activity_org_created_idx` ON `activity` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `activity_business_idx` ON `activity` (`business_id`);--> statement-breakpoint
DROP INDEX `businesses_org_idx`;--> statement-breakpoint
ALTER TABLE `businesses` ADD `enriched_at` integer;--> statement-breakpoint
-- Businesses enriched before this column existed count as enriched since their last provider sync.
UPDATE `businesses` SET `enriched_at` = coalesce(`data_axle_last_synced`, `updated_at`) WHERE `data_axle_enrichment_data` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `businesses_org_updated_idx` ON `businesses` (`organization_id`,`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `businesses_org_created_idx` ON `businesses` (`organization_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `businesses_org_name_idx` ON `businesses` (`organization_id`,lower("name"));--> statement-breakpoint
CREATE INDEX `businesses_org_category_idx` ON `businesses` (`organization_id`,`category`);--> statement-breakpoint
-- SQLite cannot add a NOT NULL foreign key column: listings and citation_issues are rebuilt, each row
-- taking its business's organization. Inside the migration's transaction, with foreign keys on.
-- One listing per (business, platform) from now on: the most recently updated one is kept.
DELETE FROM `listings` WHERE EXISTS (
	SELECT 1 FROM `listings` AS `newer`
	WHERE `newer`.`business_id` = `listings`.`business_id` AND `newer`.`platform` = `listings`.`platform`
		AND (`newer`.`updated_at` > `listings`.`updated_at` OR (`newer`.`updated_at` = `listings`.`updated_at` AND `newer`.`id` < `listings`.`id`))
);--> statement-breakpoint
CREATE TABLE `__new_listings` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`business_id` text NOT NULL,
	`platform` text NOT NULL,
	`platform_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`profile_url` text,
	`additional_urls` text DEFAULT '[]' NOT NULL,
	`last_sync_at` integer,
	`error_message` text,
	`data_axle_submission_id` text,
	`data_axle_batch_id` text,
	`data_axle_directory` text,
	`published_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Statuses outside the four known ones start over as pending; a published listing went live at its last change.
INSERT INTO `__new_listings` (`id`, `organization_id`, `business_id`, `platform`, `platform_id`, `status`, `profile_url`, `additional_urls`, `last_sync_at`, `error_message`, `data_axle_submission_id`, `data_axle_batch_id`, `data_axle_directory`, `published_at`, `created_at`, `updated_at`)
	SELECT `listings`.`id`, `businesses`.`organization_id`, `listings`.`business_id`, `listings`.`platform`, `listings`.`platform_id`,
		CASE WHEN `listings`.`status` IN ('pending', 'submitted', 'published', 'error') THEN `listings`.`status` ELSE 'pending' END,
		`listings`.`profile_url`, `listings`.`additional_urls`, `listings`.`last_sync_at`, `listings`.`error_message`,
		`listings`.`data_axle_submission_id`, `listings`.`data_axle_batch_id`, `listings`.`data_axle_directory`,
		CASE WHEN `listings`.`status` = 'published' THEN `listings`.`updated_at` END,
		`listings`.`created_at`, `listings`.`updated_at`
	FROM `listings` INNER JOIN `businesses` ON `businesses`.`id` = `listings`.`business_id`;--> statement-breakpoint
DROP TABLE `listings`;--> statement-breakpoint
ALTER TABLE `__new_listings` RENAME TO `listings`;--> statement-breakpoint
CREATE UNIQUE INDEX `listings_business_platform_idx` ON `listings` (`business_id`,`platform`);--> statement-breakpoint
CREATE INDEX `listings_business_status_idx` ON `listings` (`business_id`,`status`);--> statement-breakpoint
CREATE INDEX `listings_org_updated_idx` ON `listings` (`organization_id`,`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `listings_org_status_idx` ON `listings` (`organization_id`,`status`);--> statement-breakpoint
CREATE INDEX `listings_org_platform_idx` ON `listings` (`organization_id`,`platform`);--> statement-breakpoint
CREATE TABLE `__new_citation_issues` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`business_id` text NOT NULL,
	`platform` text NOT NULL,
	`issue_type` text NOT NULL,
	`expected_value` text,
	`actual_value` text,
	`resolved` integer DEFAULT false NOT NULL,
	`discovered_at` integer NOT NULL,
	`resolved_at` integer,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_citation_issues` (`id`, `organization_id`, `business_id`, `platform`, `issue_type`, `expected_value`, `actual_value`, `resolved`, `discovered_at`, `resolved_at`)
	SELECT `citation_issues`.`id`, `businesses`.`organization_id`, `citation_issues`.`business_id`, `citation_issues`.`platform`,
		`citation_issues`.`issue_type`, `citation_issues`.`expected_value`, `citation_issues`.`actual_value`, `citation_issues`.`resolved`,
		`citation_issues`.`discovered_at`, `citation_issues`.`resolved_at`
	FROM `citation_issues` INNER JOIN `businesses` ON `businesses`.`id` = `citation_issues`.`business_id`;--> statement-breakpoint
DROP TABLE `citation_issues`;--> statement-breakpoint
ALTER TABLE `__new_citation_issues` RENAME TO `citation_issues`;--> statement-breakpoint
CREATE INDEX `citation_issues_business_idx` ON `citation_issues` (`business_id`);--> statement-breakpoint
CREATE INDEX `citation_issues_org_resolved_idx` ON `citation_issues` (`organization_id`,`resolved`);