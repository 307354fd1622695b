-- Each organization's data version: a random number drawn anew whenever its businesses, listings or citation
-- issues are written, in the same transaction. Answers built from those rows are cached under it, so a cached
-- answer is used only while the rows behind it are unchanged. 53 random bits, exact as a JavaScript number.
ALTER TABLE `organization_counts` ADD `data_version` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE `organization_counts` SET `data_version` = random() & 9007199254740991;
--> statement-breakpoint
CREATE TRIGGER `organization_data_version_businesses_insert` AFTER INSERT ON `businesses` BEGIN
	INSERT INTO `organization_counts` (`organization_id`, `data_version`) VALUES (NEW.`organization_id`, random() & 9007199254740991)
		ON CONFLICT (`organization_id`) DO UPDATE SET `data_version` = excluded.`data_version`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_data_version_businesses_update` AFTER UPDATE ON `businesses` BEGIN
	INSERT INTO `organization_counts` (`organization_id`, `data_version`) VALUES (NEW.`organization_id`, random() & 9007199254740991)
		ON CONFLICT (`organization_id`) DO UPDATE SET `data_version` = excluded.`data_version`;
	UPDATE `organization_counts` SET `data_version` = random() & 9007199254740991 WHERE `organization_id` = OLD.`organization_id` AND OLD.`organization_id` <> NEW.`organization_id`;
END;
--> statement-breakpoint
-- An update, not an upsert: deleting an organization deletes its rows after its counts row.
CREATE TRIGGER `organization_data_version_businesses_delete` AFTER DELETE ON `businesses` BEGIN
	UPDATE `organization_counts` SET `data_version` = random() & 9007199254740991 WHERE `organization_id` = OLD.`organization_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_data_version_listings_insert` AFTER INSERT ON `listings` BEGIN
	INSERT INTO `organization_counts` (`organization_id`, `data_version`) VALUES (NEW.`organization_id`, random() & 9007199254740991)
		ON CONFLICT (`organization_id`) DO UPDATE SET `data_version` = excluded.`data_version`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_data_version_listings_update` AFTER UPDATE ON `listings` BEGIN
	INSERT INTO `organization_counts` (`organization_id`, `data_version`) VALUES (NEW.`organization_id`, random() & 9007199254740991)
		ON CONFLICT (`organization_id`) DO UPDATE SET `data_version` = excluded.`data_version`;
	UPDATE `organization_counts` SET `data_version` = random() & 9007199254740991 WHERE `organization_id` = OLD.`organization_id` AND OLD.`organization_id` <> NEW.`organization_id`;
END;
--> statement-breakpoint
-- An update, not an upsert: deleting an organization deletes its rows after its counts row.
CREATE TRIGGER `organization_data_version_listings_delete` AFTER DELETE ON `listings` BEGIN
	UPDATE `organization_counts` SET `data_version` = random() & 9007199254740991 WHERE `organization_id` = OLD.`organization_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_data_version_citation_issues_insert` AFTER INSERT ON `citation_issues` BEGIN
	INSERT INTO `organization_counts` (`organization_id`, `data_version`) VALUES (NEW.`organization_id`, random() & 9007199254740991)
		ON CONFLICT (`organization_id`) DO UPDATE SET `data_version` = excluded.`data_version`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_data_version_citation_issues_update` AFTER UPDATE ON `citation_issues` BEGIN
	INSERT INTO `organization_counts` (`organization_id`, `data_version`) VALUES (NEW.`organization_id`, random() & 9007199254740991)
		ON CONFLICT (`organization_id`) DO UPDATE SET `data_version` = excluded.`data_version`;
	UPDATE `organization_counts` SET `data_version` = random() & 9007199254740991 WHERE `organization_id` = OLD.`organization_id` AND OLD.`organization_id` <> NEW.`organization_id`;
END;
--> statement-breakpoint
-- An update, not an upsert: deleting an organization deletes its rows after its counts row.
CREATE TRIGGER `organization_data_version_citation_issues_delete` AFTER DELETE ON `citation_issues` BEGIN
	UPDATE `organization_counts` SET `data_version` = random() & 9007199254740991 WHERE `organization_id` = OLD.`organization_id`;
END;
