ALTER TABLE `citation_issues` ADD `written_json` text;--> statement-breakpoint
CREATE INDEX `citation_issues_unwritten_idx` ON `citation_issues` (`id`) WHERE "citation_issues"."written_json" is null;--> statement-breakpoint
-- An issue's written_json shows the issue, its business's name and where the business's latest scan saw its
-- directory: a change to any of them sets it back to null, and the list builds a null one as it reads until
-- the app writes it again. The issue's columns are those the JSON shows: the app's writing sets none of them.
CREATE TRIGGER `citation_issues_written_json_issue` AFTER UPDATE OF `organization_id`, `business_id`, `platform`, `issue_type`, `expected_value`, `actual_value`, `resolved`, `regression`, `discovered_at`, `resolved_at`, `last_seen_at` ON `citation_issues`
WHEN NEW.`written_json` IS NOT NULL BEGIN
	UPDATE `citation_issues` SET `written_json` = NULL WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `citation_issues_written_json_business` AFTER UPDATE OF `name` ON `businesses`
WHEN NEW.`name` IS NOT OLD.`name` BEGIN
	UPDATE `citation_issues` SET `written_json` = NULL WHERE `business_id` = NEW.`id` AND `written_json` IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `citation_issues_written_json_scan_insert` AFTER INSERT ON `citation_scans` BEGIN
	UPDATE `citation_issues` SET `written_json` = NULL WHERE `business_id` = NEW.`business_id` AND `written_json` IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `citation_issues_written_json_scan_update` AFTER UPDATE ON `citation_scans` BEGIN
	UPDATE `citation_issues` SET `written_json` = NULL WHERE `business_id` IN (OLD.`business_id`, NEW.`business_id`) AND `written_json` IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `citation_issues_written_json_scan_delete` AFTER DELETE ON `citation_scans` BEGIN
	UPDATE `citation_issues` SET `written_json` = NULL WHERE `business_id` = OLD.`business_id` AND `written_json` IS NOT NULL;
END;
