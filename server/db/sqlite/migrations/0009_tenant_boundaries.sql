-- A provider record may back one profile per organization, not one in the whole platform: a tenant that links
-- a copy of another's listing first must neither block the owner nor learn the record is taken.
DROP INDEX `businesses_data_axle_infogroup_id_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `businesses_org_infogroup_idx` ON `businesses` (`organization_id`,`data_axle_infogroup_id`);--> statement-breakpoint
-- A custom domain is served only once a DNS record proved it; domains set before that start unproven.
ALTER TABLE `organizations` ADD `custom_domain_verified_at` integer;--> statement-breakpoint
-- Memberships a partner's staff gained by working in a client end with their partner membership. Those made
-- before this mark are the client memberships of people who are members of the client's partner too.
ALTER TABLE `user_organizations` ADD `through_partner` integer DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE `user_organizations` SET `through_partner` = true WHERE EXISTS (
	SELECT 1 FROM `organizations` AS o JOIN `user_organizations` AS p
		ON p.`organization_id` = o.`partner_organization_id` AND p.`user_id` = `user_organizations`.`user_id`
	WHERE o.`id` = `user_organizations`.`organization_id`);
