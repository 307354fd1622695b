-- Counts kept on write: each organization's businesses, listings and citation issues (and how many are
-- enriched, published, open), so the dashboard and the lists' totals read one row instead of counting
-- thousands. Triggers keep them, whichever statement writes; existing rows are counted once here.
CREATE TABLE `organization_counts` (
	`organization_id` text PRIMARY KEY NOT NULL,
	`businesses` integer DEFAULT 0 NOT NULL,
	`enriched_businesses` integer DEFAULT 0 NOT NULL,
	`listings` integer DEFAULT 0 NOT NULL,
	`published_listings` integer DEFAULT 0 NOT NULL,
	`citation_issues` integer DEFAULT 0 NOT NULL,
	`open_citation_issues` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `organization_counts` (`organization_id`, `businesses`, `enriched_businesses`, `listings`, `published_listings`, `citation_issues`, `open_citation_issues`)
SELECT `organizations`.`id`,
	(SELECT count(*) FROM `businesses` WHERE `businesses`.`organization_id` = `organizations`.`id`),
	(SELECT count(`enriched_at`) FROM `businesses` WHERE `businesses`.`organization_id` = `organizations`.`id`),
	(SELECT count(*) FROM `listings` WHERE `listings`.`organization_id` = `organizations`.`id`),
	(SELECT count(*) FROM `listings` WHERE `listings`.`organization_id` = `organizations`.`id` AND `status` = 'published' AND `published_at` IS NOT NULL),
	(SELECT count(*) FROM `citation_issues` WHERE `citation_issues`.`organization_id` = `organizations`.`id`),
	(SELECT count(*) FROM `citation_issues` WHERE `citation_issues`.`organization_id` = `organizations`.`id` AND NOT `resolved`)
FROM `organizations`;
--> statement-breakpoint
CREATE TRIGGER `organization_counts_business_insert` AFTER INSERT ON `businesses` BEGIN
	INSERT INTO `organization_counts` (`organization_id`, `businesses`, `enriched_businesses`) VALUES (NEW.`organization_id`, 1, (NEW.`enriched_at` IS NOT NULL))
		ON CONFLICT (`organization_id`) DO UPDATE SET `businesses` = `businesses` + excluded.`businesses`, `enriched_businesses` = `enriched_businesses` + excluded.`enriched_businesses`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_counts_business_delete` AFTER DELETE ON `businesses` BEGIN
	UPDATE `organization_counts` SET `businesses` = `businesses` - 1, `enriched_businesses` = `enriched_businesses` - (OLD.`enriched_at` IS NOT NULL) WHERE `organization_id` = OLD.`organization_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_counts_business_update` AFTER UPDATE OF `organization_id`, `enriched_at` ON `businesses`
WHEN OLD.`organization_id` <> NEW.`organization_id` OR (OLD.`enriched_at` IS NULL) <> (NEW.`enriched_at` IS NULL) BEGIN
	UPDATE `organization_counts` SET `businesses` = `businesses` - 1, `enriched_businesses` = `enriched_businesses` - (OLD.`enriched_at` IS NOT NULL) WHERE `organization_id` = OLD.`organization_id`;
	INSERT INTO `organization_counts` (`organization_id`, `businesses`, `enriched_businesses`) VALUES (NEW.`organization_id`, 1, (NEW.`enriched_at` IS NOT NULL))
		ON CONFLICT (`organization_id`) DO UPDATE SET `businesses` = `businesses` + excluded.`businesses`, `enriched_businesses` = `enriched_businesses` + excluded.`enriched_businesses`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_counts_listing_insert` AFTER INSERT ON `listings` BEGIN
	INSERT INTO `organization_counts` (`organization_id`, `listings`, `published_listings`) VALUES (NEW.`organization_id`, 1, (NEW.`status` = 'published' AND NEW.`published_at` IS NOT NULL))
		ON CONFLICT (`organization_id`) DO UPDATE SET `listings` = `listings` + excluded.`listings`, `published_listings` = `published_listings` + excluded.`published_listings`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_counts_listing_delete` AFTER DELETE ON `listings` BEGIN
	UPDATE `organization_counts` SET `listings` = `listings` - 1, `published_listings` = `published_listings` - (OLD.`status` = 'published' AND OLD.`published_at` IS NOT NULL) WHERE `organization_id` = OLD.`organization_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_counts_listing_update` AFTER UPDATE OF `organization_id`, `status`, `published_at` ON `listings`
WHEN OLD.`organization_id` <> NEW.`organization_id` OR (OLD.`status` = 'published' AND OLD.`published_at` IS NOT NULL) <> (NEW.`status` = 'published' AND NEW.`published_at` IS NOT NULL) BEGIN
	UPDATE `organization_counts` SET `listings` = `listings` - 1, `published_listings` = `published_listings` - (OLD.`status` = 'published' AND OLD.`published_at` IS NOT NULL) WHERE `organization_id` = OLD.`organization_id`;
	INSERT INTO `organization_counts` (`organization_id`, `listings`, `published_listings`) VALUES (NEW.`organization_id`, 1, (NEW.`status` = 'published' AND NEW.`published_at` IS NOT NULL))
		ON CONFLICT (`organization_id`) DO UPDATE SET `listings` = `listings` + excluded.`listings`, `published_listings` = `published_listings` + excluded.`published_listings`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_counts_citation_issue_insert` AFTER INSERT ON `citation_issues` BEGIN
	INSERT INTO `organization_counts` (`organization_id`, `citation_issues`, `open_citation_issues`) VALUES (NEW.`organization_id`, 1, (NOT NEW.`resolved`))
		ON CONFLICT (`organization_id`) DO UPDATE SET `citation_issues` = `citation_issues` + excluded.`citation_issues`, `open_citation_issues` = `open_citation_issues` + excluded.`open_citation_issues`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_counts_citation_issue_delete` AFTER DELETE ON `citation_issues` BEGIN
	UPDATE `organization_counts` SET `citation_issues` = `citation_issues` - 1, `open_citation_issues` = `open_citation_issues` - (NOT OLD.`resolved`) WHERE `organization_id` = OLD.`organization_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_counts_citation_issue_update` AFTER UPDATE OF `organization_id`, `resolved` ON `citation_issues`
WHEN OLD.`organization_id` <> NEW.`organization_id` OR OLD.`resolved` <> NEW.`resolved` BEGIN
	UPDATE `organization_counts` SET `citation_issues` = `citation_issues` - 1, `open_citation_issues` = `open_citation_issues` - (NOT OLD.`resolved`) WHERE `organization_id` = OLD.`organization_id`;
	INSERT INTO `organization_counts` (`organization_id`, `citation_issues`, `open_citation_issues`) VALUES (NEW.`organization_id`, 1, (NOT NEW.`resolved`))
		ON CONFLICT (`organization_id`) DO UPDATE SET `citation_issues` = `citation_issues` + excluded.`citation_issues`, `open_citation_issues` = `open_citation_issues` + excluded.`open_citation_issues`;
END;
