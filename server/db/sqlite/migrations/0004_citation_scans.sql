-- Citation scans: each scan of a business is recorded (its latest keeps the directory-by-directory results),
-- each organization gets a rescan schedule, and issues gain regression, fix-confirmed and last-seen columns.
-- One issue per (business, directory, type) from now on: of duplicates, the open one (else the newest) is kept.
DELETE FROM `citation_issues` WHERE EXISTS (
	SELECT 1 FROM `citation_issues` AS `kept`
	WHERE `kept`.`business_id` = `citation_issues`.`business_id` AND `kept`.`platform` = `citation_issues`.`platform`
		AND `kept`.`issue_type` = `citation_issues`.`issue_type`
		AND (`kept`.`resolved` < `citation_issues`.`resolved` OR (`kept`.`resolved` = `citation_issues`.`resolved`
			AND (`kept`.`discovered_at` > `citation_issues`.`discovered_at`
				OR (`kept`.`discovered_at` = `citation_issues`.`discovered_at` AND `kept`.`id` < `citation_issues`.`id`))))
);--> statement-breakpoint
CREATE TABLE `citation_scans` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`business_id` text NOT NULL,
	`trigger` text NOT NULL,
	`scanned_at` integer NOT NULL,
	`directories_checked` integer NOT NULL,
	`directories_scored` integer NOT NULL,
	`citations_found` integer NOT NULL,
	`nap_score` integer,
	`new_issues` integer NOT NULL,
	`resolved_issues` integer NOT NULL,
	`reopened_issues` integer NOT NULL,
	`regressions` integer NOT NULL,
	`open_issues` integer NOT NULL,
	`results` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `citation_scans_business_scanned_idx` ON `citation_scans` (`business_id`,"scanned_at" desc,`id`);--> statement-breakpoint
CREATE INDEX `citation_scans_org_scanned_idx` ON `citation_scans` (`organization_id`,`scanned_at`);--> statement-breakpoint
CREATE TABLE `citation_schedules` (
	`organization_id` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`interval_days` integer NOT NULL,
	`next_scan_at` integer NOT NULL,
	`last_scan_at` integer,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `citation_schedules_next_idx` ON `citation_schedules` (`next_scan_at`);--> statement-breakpoint
DROP INDEX `citation_issues_business_idx`;--> statement-breakpoint
DROP INDEX `citation_issues_org_resolved_idx`;--> statement-breakpoint
ALTER TABLE `citation_issues` ADD `regression` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `citation_issues` ADD `fix_confirmed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `citation_issues` ADD `last_seen_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `citation_issues_business_platform_type_idx` ON `citation_issues` (`business_id`,`platform`,`issue_type`);--> statement-breakpoint
CREATE INDEX `citation_issues_org_resolved_idx` ON `citation_issues` (`organization_id`,`resolved`,"discovered_at" desc,`id`);