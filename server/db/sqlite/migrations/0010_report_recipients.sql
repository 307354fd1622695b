-- Report emails go only to members and to outside addresses that confirmed they want them: this keeps each
-- organization's asked addresses and their answers, so the report mail cannot be aimed at strangers.
CREATE TABLE `report_recipients` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`token` text,
	`token_expires_at` integer,
	`requested_at` integer NOT NULL,
	`answered_at` integer,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `report_recipients_token_unique` ON `report_recipients` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `report_recipients_org_email_idx` ON `report_recipients` (`organization_id`,`email`);