-- Real citation sources: scans the sandbox's simulator made up say so, a scan keeps which sources failed, and
-- what a person told the scans about a business's listings (a URL to read, a found listing that is not the
-- business) is kept for later scans.
CREATE TABLE `citation_listing_marks` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`business_id` text NOT NULL,
	`kind` text NOT NULL,
	`directory` text NOT NULL,
	`url` text,
	`source` text,
	`listing_id` text,
	`created_by_user_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `citation_listing_marks_business_idx` ON `citation_listing_marks` (`business_id`);--> statement-breakpoint
ALTER TABLE `citation_scans` ADD `simulated` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `citation_scans` ADD `source_failures` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Every scan before real sources came from the simulator: scans answered "not available" outside the sandbox.
UPDATE `citation_scans` SET `simulated` = true;
