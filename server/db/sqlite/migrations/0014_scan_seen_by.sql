-- Where each scan kept with results saw each directory's listing, by directory id (the first result for
-- it): issue lists read this small object instead of every result on every row. Scans kept before are
-- filled from their results; results stored before sources were named kept every value.
ALTER TABLE `citation_scans` ADD `seen_by` text;
--> statement-breakpoint
UPDATE `citation_scans` SET `seen_by` = (
	SELECT json_group_object(`platform`, json(`entry`)) FROM (
		SELECT `value` ->> '$.platform' AS `platform`, min(`key`),
			json_object('source', `value` ->> '$.source', 'valuesKept', json(CASE WHEN coalesce(`value` ->> '$.valuesKept', 1) THEN 'true' ELSE 'false' END)) AS `entry`
		FROM json_each(`citation_scans`.`results`)
		WHERE `value` ->> '$.platform' IS NOT NULL
		GROUP BY `value` ->> '$.platform'
	)
) WHERE `results` IS NOT NULL;
