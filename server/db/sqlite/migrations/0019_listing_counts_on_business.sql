-- Each business's listing counts move from their own table onto the business's row: the list reads the row
-- anyway, and looking the counts up cost each page a probe per business.
DROP TRIGGER `business_listing_counts_insert`;--> statement-breakpoint
DROP TRIGGER `business_listing_counts_delete`;--> statement-breakpoint
DROP TRIGGER `business_listing_counts_update`;--> statement-breakpoint
DROP TABLE `business_listing_counts`;--> statement-breakpoint
ALTER TABLE `businesses` ADD `listing_total` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `businesses` ADD `listing_published` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `businesses` ADD `listing_error` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `businesses` ADD `listing_waiting` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Counted as the business list shows them: total; published; error; waiting: pending or submitted.
UPDATE `businesses` SET (`listing_total`, `listing_published`, `listing_error`, `listing_waiting`) = (
	SELECT count(*), coalesce(sum(`status` = 'published'), 0), coalesce(sum(`status` = 'error'), 0), coalesce(sum(`status` IN ('pending', 'submitted')), 0)
	FROM `listings` WHERE `listings`.`business_id` = `businesses`.`id`
) WHERE `id` IN (SELECT `business_id` FROM `listings`);
--> statement-breakpoint
CREATE TRIGGER `business_listing_counts_insert` AFTER INSERT ON `listings` BEGIN
	UPDATE `businesses` SET `listing_total` = `listing_total` + 1, `listing_published` = `listing_published` + (NEW.`status` = 'published'), `listing_error` = `listing_error` + (NEW.`status` = 'error'), `listing_waiting` = `listing_waiting` + (NEW.`status` IN ('pending', 'submitted'))
	WHERE `id` = NEW.`business_id`;
END;
--> statement-breakpoint
-- Not a business whose organization is being deleted: writing it would have its own triggers write the
-- organization's counts row, gone with it.
CREATE TRIGGER `business_listing_counts_delete` AFTER DELETE ON `listings` BEGIN
	UPDATE `businesses` SET `listing_total` = `listing_total` - 1, `listing_published` = `listing_published` - (OLD.`status` = 'published'), `listing_error` = `listing_error` - (OLD.`status` = 'error'), `listing_waiting` = `listing_waiting` - (OLD.`status` IN ('pending', 'submitted'))
	WHERE `id` = OLD.`business_id` AND EXISTS (SELECT 1 FROM `organizations` WHERE `organizations`.`id` = `businesses`.`organization_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `business_listing_counts_update` AFTER UPDATE OF `business_id`, `status` ON `listings`
WHEN OLD.`business_id` IS NOT NEW.`business_id` OR OLD.`status` IS NOT NEW.`status` BEGIN
	UPDATE `businesses` SET `listing_total` = `listing_total` - 1, `listing_published` = `listing_published` - (OLD.`status` = 'published'), `listing_error` = `listing_error` - (OLD.`status` = 'error'), `listing_waiting` = `listing_waiting` - (OLD.`status` IN ('pending', 'submitted'))
	WHERE `id` = OLD.`business_id`;
	UPDATE `businesses` SET `listing_total` = `listing_total` + 1, `listing_published` = `listing_published` + (NEW.`status` = 'published'), `listing_error` = `listing_error` + (NEW.`status` = 'error'), `listing_waiting` = `listing_waiting` + (NEW.`status` IN ('pending', 'submitted'))
	WHERE `id` = NEW.`business_id`;
END;
