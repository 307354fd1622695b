-- Each business's listing counts move from their own table onto the business's row: the list reads the row
-- anyway, and looking the counts up cost each page a probe per business. Writing them takes the business's
-- row, so every listing write takes its businesses' rows first (listing-repositories), in the order a
-- rename or delete of a business takes them (the business, then its listings): two writers cannot hold
-- them crosswise.
DROP TRIGGER "tally_business_listings_insert" ON "listings";--> statement-breakpoint
DROP TRIGGER "tally_business_listings_update" ON "listings";--> statement-breakpoint
DROP TRIGGER "tally_business_listings_delete" ON "listings";--> statement-breakpoint
DROP FUNCTION "tally_business_listings"();--> statement-breakpoint
DROP TABLE "business_listing_counts" CASCADE;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "listing_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "listing_published" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "listing_error" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "listing_waiting" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Counted as the business list shows them: total; published; error; waiting: pending or submitted.
UPDATE "businesses" SET "listing_total" = "counted"."total", "listing_published" = "counted"."published", "listing_error" = "counted"."error", "listing_waiting" = "counted"."waiting"
FROM (SELECT "business_id", count(*) AS "total", count(*) FILTER (WHERE "status" = 'published') AS "published", count(*) FILTER (WHERE "status" = 'error') AS "error", count(*) FILTER (WHERE "status" IN ('pending', 'submitted')) AS "waiting" FROM "listings" GROUP BY "business_id") AS "counted"
WHERE "businesses"."id" = "counted"."business_id";
--> statement-breakpoint
-- Each statement's listings counted in: +1 for a row written, -1 for a row replaced or deleted, summed per
-- business; a business whose counts come out unchanged is not written (a sync, a written_json fill).
CREATE FUNCTION "tally_business_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "businesses" SET "listing_total" = "listing_total" + "changed"."total", "listing_published" = "listing_published" + "changed"."published", "listing_error" = "listing_error" + "changed"."error", "listing_waiting" = "listing_waiting" + "changed"."waiting"
		FROM (SELECT "business_id", count(*) AS "total", count(*) FILTER (WHERE "status" = 'published') AS "published", count(*) FILTER (WHERE "status" = 'error') AS "error", count(*) FILTER (WHERE "status" IN ('pending', 'submitted')) AS "waiting" FROM "new_rows" GROUP BY "business_id") AS "changed"
		WHERE "businesses"."id" = "changed"."business_id";
	ELSIF TG_OP = 'UPDATE' THEN
		UPDATE "businesses" SET "listing_total" = "listing_total" + "changed"."total", "listing_published" = "listing_published" + "changed"."published", "listing_error" = "listing_error" + "changed"."error", "listing_waiting" = "listing_waiting" + "changed"."waiting"
		FROM (
			SELECT "business_id", sum("total") AS "total", sum("published") AS "published", sum("error") AS "error", sum("waiting") AS "waiting" FROM (
				SELECT "business_id", 1 AS "total", ("status" = 'published')::int AS "published", ("status" = 'error')::int AS "error", ("status" IN ('pending', 'submitted'))::int AS "waiting" FROM "new_rows"
				UNION ALL
				SELECT "business_id", -1, -("status" = 'published')::int, -("status" = 'error')::int, -("status" IN ('pending', 'submitted'))::int FROM "old_rows"
			) AS "rows" GROUP BY "business_id" HAVING sum("total") <> 0 OR sum("published") <> 0 OR sum("error") <> 0 OR sum("waiting") <> 0
		) AS "changed"
		WHERE "businesses"."id" = "changed"."business_id";
	ELSE
		-- A business deleted with its listings is gone from this statement's view. Nor a business whose
		-- organization is being deleted: writing it would have its own triggers write the organization's
		-- counts row, gone with it.
		UPDATE "businesses" SET "listing_total" = "listing_total" - "changed"."total", "listing_published" = "listing_published" - "changed"."published", "listing_error" = "listing_error" - "changed"."error", "listing_waiting" = "listing_waiting" - "changed"."waiting"
		FROM (SELECT "business_id", count(*) AS "total", count(*) FILTER (WHERE "status" = 'published') AS "published", count(*) FILTER (WHERE "status" = 'error') AS "error", count(*) FILTER (WHERE "status" IN ('pending', 'submitted')) AS "waiting" FROM "old_rows" GROUP BY "business_id") AS "changed"
		WHERE "businesses"."id" = "changed"."business_id" AND EXISTS (SELECT 1 FROM "organizations" WHERE "organizations"."id" = "businesses"."organization_id");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tally_business_listings_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tally_business_listings"();
--> statement-breakpoint
CREATE TRIGGER "tally_business_listings_update" AFTER UPDATE ON "listings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tally_business_listings"();
--> statement-breakpoint
CREATE TRIGGER "tally_business_listings_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tally_business_listings"();
