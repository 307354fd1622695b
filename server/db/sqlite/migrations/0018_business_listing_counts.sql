CREATE TABLE `business_listing_counts` (
	`business_id` text PRIMARY KEY NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`published` integer DEFAULT 0 NOT NULL,
	`error` integer DEFAULT 0 NOT NULL,
	`waiting` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Each business's listings counted as the business list shows them (total; published; error; waiting: pending or
-- submitted), kept by the listings' triggers so the list reads one row a business instead of counting. A delete
-- only subtracts: a business deleted with its listings loses its row to the foreign key.
INSERT INTO `business_listing_counts` (`business_id`, `total`, `published`, `error`, `waiting`)
SELECT `business_id`, count(*), sum(`status` = 'published'), sum(`status` = 'error'), sum(`status` IN ('pending', 'submitted')) FROM `listings` GROUP BY `business_id`;
--> statement-breakpoint
CREATE TRIGGER `business_listing_counts_insert` AFTER INSERT ON `listings` BEGIN
	INSERT INTO `business_listing_counts` (`business_id`, `total`, `published`, `error`, `waiting`)
	VALUES (NEW.`business_id`, 1, NEW.`status` = 'published', NEW.`status` = 'error', NEW.`status` IN ('pending', 'submitted'))
	ON CONFLICT (`business_id`) DO UPDATE SET `total` = `total` + 1, `published` = `published` + excluded.`published`, `error` = `error` + excluded.`error`, `waiting` = `waiting` + excluded.`waiting`;
END;
--> statement-breakpoint
CREATE TRIGGER `business_listing_counts_delete` AFTER DELETE ON `listings` BEGIN
	UPDATE `business_listing_counts` SET `total` = `total` - 1, `published` = `published` - (OLD.`status` = 'published'), `error` = `error` - (OLD.`status` = 'error'), `waiting` = `waiting` - (OLD.`status` IN ('pending', 'submitted'))
	WHERE `business_id` = OLD.`business_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `business_listing_counts_update` AFTER UPDATE OF `business_id`, `status` ON `listings`
WHEN OLD.`business_id` IS NOT NEW.`business_id` OR OLD.`status` IS NOT NEW.`status` BEGIN
	UPDATE `business_listing_counts` SET `total` = `total` - 1, `published` = `published` - (OLD.`status` = 'published'), `error` = `error` - (OLD.`status` = 'error'), `waiting` = `waiting` - (OLD.`status` IN ('pending', 'submitted'))
	WHERE `business_id` = OLD.`business_id`;
	INSERT INTO `business_listing_counts` (`business_id`, `total`, `published`, `error`, `waiting`)
	VALUES (NEW.`business_id`, 1, NEW.`status` = 'published', NEW.`status` = 'error', NEW.`status` IN ('pending', 'submitted'))
	ON CONFLICT (`business_id`) DO UPDATE SET `total` = `total` + 1, `published` = `published` + excluded.`published`, `error` = `error` + excluded.`error`, `waiting` = `waiting` + excluded.`waiting`;
END;
