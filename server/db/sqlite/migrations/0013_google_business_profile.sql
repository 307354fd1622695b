-- Google Business Profile: an organization's connection (its refresh token, encrypted), the location confirmed for each
-- business, and Google's daily figures of linked locations, kept so reports ask Google only for days they lack.
CREATE TABLE `google_connections` (
	`organization_id` text PRIMARY KEY NOT NULL,
	`refresh_token` text NOT NULL,
	`scopes` text NOT NULL,
	`connected_by_user_id` text,
	`connected_at` integer NOT NULL,
	`needs_reconnect` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`connected_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `google_daily_metrics` (
	`organization_id` text NOT NULL,
	`business_id` text NOT NULL,
	`location_name` text NOT NULL,
	`day` text NOT NULL,
	`desktop_maps` integer NOT NULL,
	`desktop_search` integer NOT NULL,
	`mobile_maps` integer NOT NULL,
	`mobile_search` integer NOT NULL,
	`website_clicks` integer NOT NULL,
	`call_clicks` integer NOT NULL,
	`direction_requests` integer NOT NULL,
	`fetched_at` integer NOT NULL,
	PRIMARY KEY(`business_id`, `location_name`, `day`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `google_location_links` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`business_id` text NOT NULL,
	`account_name` text NOT NULL,
	`location_name` text NOT NULL,
	`title` text NOT NULL,
	`address` text NOT NULL,
	`maps_url` text,
	`linked_by_user_id` text,
	`linked_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`linked_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `google_location_links_business_idx` ON `google_location_links` (`business_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `google_location_links_org_location_idx` ON `google_location_links` (`organization_id`,`location_name`);