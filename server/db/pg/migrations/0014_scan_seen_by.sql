-- Where each scan kept with results saw each directory's listing, by directory id (the first result for
-- it): issue lists read this small object instead of every result on every row. Scans kept before are
-- filled from their results; results stored before sources were named kept every value.
ALTER TABLE "citation_scans" ADD COLUMN "seen_by" jsonb;
--> statement-breakpoint
UPDATE "citation_scans" SET "seen_by" = coalesce((
	SELECT jsonb_object_agg("platform", "entry") FROM (
		SELECT DISTINCT ON ("r"."value" ->> 'platform') "r"."value" ->> 'platform' AS "platform",
			jsonb_build_object('source', "r"."value" -> 'source', 'valuesKept', coalesce(("r"."value" -> 'valuesKept')::boolean, true)) AS "entry"
		FROM jsonb_array_elements("citation_scans"."results") WITH ORDINALITY AS "r"("value", "n")
		WHERE "r"."value" ->> 'platform' IS NOT NULL
		ORDER BY "r"."value" ->> 'platform', "r"."n"
	) AS "first_results"
), '{}'::jsonb) WHERE "results" IS NOT NULL;
--> statement-breakpoint
-- Every scan row was rewritten: fresh statistics keep the planner's estimates for the scans index true.
ANALYZE "citation_scans";
