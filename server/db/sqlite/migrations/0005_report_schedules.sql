-- Scheduled report emails: per organization, weekly or monthly, to chosen recipients, and when the next one is due.
CREATE TABLE `report_schedules` (
	`organization_id` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`frequency` text NOT NULL,
	`recipients` text DEFAULT '[]' NOT NULL,
	`next_send_at` integer NOT NULL,
	`last_sent_at` integer,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `report_schedules_next_idx` ON `report_schedules` (`next_send_at`);