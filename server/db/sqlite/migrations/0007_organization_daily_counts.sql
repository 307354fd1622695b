-- Counts kept on write per organization and UTC day (whole days since 1970-01-01): businesses by the day
-- they were created, enriched businesses by enriched_at's day, published listings by published_at's day.
-- A figure as it stood at a time is the organization's count less the days after it, so the dashboard
-- reads a month of rows instead of counting every row since. Days whose counts fall back to 0 keep their row;
-- a NULL time has no day, so it matches no row.
CREATE TABLE `organization_daily_counts` (
	`organization_id` text NOT NULL,
	`day` integer NOT NULL,
	`businesses` integer DEFAULT 0 NOT NULL,
	`enriched_businesses` integer DEFAULT 0 NOT NULL,
	`published_listings` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`organization_id`, `day`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `organization_daily_counts` (`organization_id`, `day`, `businesses`, `enriched_businesses`, `published_listings`)
SELECT `organization_id`, `day`, sum(`businesses`), sum(`enriched_businesses`), sum(`published_listings`) FROM (
	SELECT `organization_id`, `created_at` / 86400000 AS `day`, 1 AS `businesses`, 0 AS `enriched_businesses`, 0 AS `published_listings` FROM `businesses`
	UNION ALL
	SELECT `organization_id`, `enriched_at` / 86400000, 0, 1, 0 FROM `businesses` WHERE `enriched_at` IS NOT NULL
	UNION ALL
	SELECT `organization_id`, `published_at` / 86400000, 0, 0, 1 FROM `listings` WHERE `status` = 'published' AND `published_at` IS NOT NULL
)
GROUP BY `organization_id`, `day`;
--> statement-breakpoint
CREATE TRIGGER `organization_daily_counts_business_insert` AFTER INSERT ON `businesses` BEGIN
	INSERT INTO `organization_daily_counts` (`organization_id`, `day`, `businesses`) VALUES (NEW.`organization_id`, NEW.`created_at` / 86400000, 1)
		ON CONFLICT (`organization_id`, `day`) DO UPDATE SET `businesses` = `businesses` + excluded.`businesses`;
	INSERT INTO `organization_daily_counts` (`organization_id`, `day`, `enriched_businesses`) SELECT NEW.`organization_id`, NEW.`enriched_at` / 86400000, 1 WHERE NEW.`enriched_at` IS NOT NULL
		ON CONFLICT (`organization_id`, `day`) DO UPDATE SET `enriched_businesses` = `enriched_businesses` + excluded.`enriched_businesses`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_daily_counts_business_delete` AFTER DELETE ON `businesses` BEGIN
	UPDATE `organization_daily_counts` SET `businesses` = `businesses` - 1 WHERE `organization_id` = OLD.`organization_id` AND `day` = OLD.`created_at` / 86400000;
	UPDATE `organization_daily_counts` SET `enriched_businesses` = `enriched_businesses` - 1 WHERE `organization_id` = OLD.`organization_id` AND `day` = OLD.`enriched_at` / 86400000;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_daily_counts_business_update` AFTER UPDATE OF `organization_id`, `created_at`, `enriched_at` ON `businesses`
WHEN OLD.`organization_id` <> NEW.`organization_id` OR OLD.`created_at` / 86400000 <> NEW.`created_at` / 86400000 OR OLD.`enriched_at` / 86400000 IS NOT NEW.`enriched_at` / 86400000 BEGIN
	UPDATE `organization_daily_counts` SET `businesses` = `businesses` - 1 WHERE `organization_id` = OLD.`organization_id` AND `day` = OLD.`created_at` / 86400000;
	UPDATE `organization_daily_counts` SET `enriched_businesses` = `enriched_businesses` - 1 WHERE `organization_id` = OLD.`organization_id` AND `day` = OLD.`enriched_at` / 86400000;
	INSERT INTO `organization_daily_counts` (`organization_id`, `day`, `businesses`) VALUES (NEW.`organization_id`, NEW.`created_at` / 86400000, 1)
		ON CONFLICT (`organization_id`, `day`) DO UPDATE SET `businesses` = `businesses` + excluded.`businesses`;
	INSERT INTO `organization_daily_counts` (`organization_id`, `day`, `enriched_businesses`) SELECT NEW.`organization_id`, NEW.`enriched_at` / 86400000, 1 WHERE NEW.`enriched_at` IS NOT NULL
		ON CONFLICT (`organization_id`, `day`) DO UPDATE SET `enriched_businesses` = `enriched_businesses` + excluded.`enriched_businesses`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_daily_counts_listing_insert` AFTER INSERT ON `listings` BEGIN
	INSERT INTO `organization_daily_counts` (`organization_id`, `day`, `published_listings`) SELECT NEW.`organization_id`, NEW.`published_at` / 86400000, 1 WHERE NEW.`status` = 'published' AND NEW.`published_at` IS NOT NULL
		ON CONFLICT (`organization_id`, `day`) DO UPDATE SET `published_listings` = `published_listings` + excluded.`published_listings`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_daily_counts_listing_delete` AFTER DELETE ON `listings` BEGIN
	UPDATE `organization_daily_counts` SET `published_listings` = `published_listings` - 1 WHERE `organization_id` = OLD.`organization_id` AND `day` = OLD.`published_at` / 86400000 AND OLD.`status` = 'published';
END;
--> statement-breakpoint
CREATE TRIGGER `organization_daily_counts_listing_update` AFTER UPDATE OF `organization_id`, `status`, `published_at` ON `listings`
WHEN OLD.`organization_id` <> NEW.`organization_id` OR (OLD.`status` = 'published') <> (NEW.`status` = 'published') OR OLD.`published_at` / 86400000 IS NOT NEW.`published_at` / 86400000 BEGIN
	UPDATE `organization_daily_counts` SET `published_listings` = `published_listings` - 1 WHERE `organization_id` = OLD.`organization_id` AND `day` = OLD.`published_at` / 86400000 AND OLD.`status` = 'published';
	INSERT INTO `organization_daily_counts` (`organization_id`, `day`, `published_listings`) SELECT NEW.`organization_id`, NEW.`published_at` / 86400000, 1 WHERE NEW.`status` = 'published' AND NEW.`published_at` IS NOT NULL
		ON CONFLICT (`organization_id`, `day`) DO UPDATE SET `published_listings` = `published_listings` + excluded.`published_listings`;
END;
