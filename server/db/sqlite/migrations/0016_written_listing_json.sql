ALTER TABLE `listings` ADD `written_json` text;--> statement-breakpoint
CREATE INDEX `listings_unwritten_idx` ON `listings` (`id`) WHERE "listings"."written_json" is null;--> statement-breakpoint
-- A listing's written_json shows the listing and its business's name: a change to either sets it back to
-- null, and the list builds a null one as it reads until the app writes it again (as citation issues', 0015).
-- Changed, not only set: the app's writing keeps updated_at as it is in its SET, as the query builder sets it.
CREATE TRIGGER `listings_written_json_listing` AFTER UPDATE OF `organization_id`, `business_id`, `platform`, `status`, `profile_url`, `last_sync_at`, `error_message`, `created_at`, `updated_at` ON `listings`
WHEN NEW.`written_json` IS NOT NULL AND (NEW.`organization_id`, NEW.`business_id`, NEW.`platform`, NEW.`status`, NEW.`profile_url`, NEW.`last_sync_at`, NEW.`error_message`, NEW.`created_at`, NEW.`updated_at`) IS NOT (OLD.`organization_id`, OLD.`business_id`, OLD.`platform`, OLD.`status`, OLD.`profile_url`, OLD.`last_sync_at`, OLD.`error_message`, OLD.`created_at`, OLD.`updated_at`) BEGIN
	UPDATE `listings` SET `written_json` = NULL WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_written_json_business` AFTER UPDATE OF `name` ON `businesses`
WHEN NEW.`name` IS NOT OLD.`name` BEGIN
	UPDATE `listings` SET `written_json` = NULL WHERE `business_id` = NEW.`id` AND `written_json` IS NOT NULL;
END;
