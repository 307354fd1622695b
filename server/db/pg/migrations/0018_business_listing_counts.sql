CREATE TABLE "business_listing_counts" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	"error" integer DEFAULT 0 NOT NULL,
	"waiting" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_listing_counts" ADD CONSTRAINT "business_listing_counts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each business's listings counted as the business list shows them (total; published; error; waiting: pending or
-- submitted), kept by the listings' triggers so the list reads one row a business instead of counting. A delete
-- only subtracts: a business deleted with its listings loses its row to the foreign key.
INSERT INTO "business_listing_counts" ("business_id", "total", "published", "error", "waiting")
SELECT "business_id", count(*), count(*) FILTER (WHERE "status" = 'published'), count(*) FILTER (WHERE "status" = 'error'), count(*) FILTER (WHERE "status" IN ('pending', 'submitted')) FROM "listings" GROUP BY "business_id";
--> statement-breakpoint
CREATE FUNCTION "tally_business_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "business_listing_counts" ("business_id", "total", "published", "error", "waiting")
		SELECT "business_id", count(*), count(*) FILTER (WHERE "status" = 'published'), count(*) FILTER (WHERE "status" = 'error'), count(*) FILTER (WHERE "status" IN ('pending', 'submitted'))
		FROM "new_rows" GROUP BY "business_id" ORDER BY "business_id"
		ON CONFLICT ("business_id") DO UPDATE SET "total" = "business_listing_counts"."total" + excluded."total", "published" = "business_listing_counts"."published" + excluded."published", "error" = "business_listing_counts"."error" + excluded."error", "waiting" = "business_listing_counts"."waiting" + excluded."waiting";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "business_listing_counts" ("business_id", "total", "published", "error", "waiting")
		SELECT "business_id", sum("total"), sum("published"), sum("error"), sum("waiting") FROM (
			SELECT "business_id", 1 AS "total", ("status" = 'published')::int AS "published", ("status" = 'error')::int AS "error", ("status" IN ('pending', 'submitted'))::int AS "waiting" FROM "new_rows"
			UNION ALL
			SELECT "business_id", -1, -("status" = 'published')::int, -("status" = 'error')::int, -("status" IN ('pending', 'submitted'))::int FROM "old_rows"
		) AS "changed" GROUP BY "business_id" HAVING sum("total") <> 0 OR sum("published") <> 0 OR sum("error") <> 0 OR sum("waiting") <> 0 ORDER BY "business_id"
		ON CONFLICT ("business_id") DO UPDATE SET "total" = "business_listing_counts"."total" + excluded."total", "published" = "business_listing_counts"."published" + excluded."published", "error" = "business_listing_counts"."error" + excluded."error", "waiting" = "business_listing_counts"."waiting" + excluded."waiting";
	ELSE
		UPDATE "business_listing_counts" SET "total" = "business_listing_counts"."total" - "gone"."total", "published" = "business_listing_counts"."published" - "gone"."published", "error" = "business_listing_counts"."error" - "gone"."error", "waiting" = "business_listing_counts"."waiting" - "gone"."waiting"
		FROM (SELECT "business_id", count(*) AS "total", count(*) FILTER (WHERE "status" = 'published') AS "published", count(*) FILTER (WHERE "status" = 'error') AS "error", count(*) FILTER (WHERE "status" IN ('pending', 'submitted')) AS "waiting" FROM "old_rows" GROUP BY "business_id") AS "gone"
		WHERE "business_listing_counts"."business_id" = "gone"."business_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Named to fire after the organization_ triggers (PostgreSQL fires a table's triggers by name): a listing's
-- write locks its organization's counts row first, as every write of the organization does, so these rows
-- join the lock order only behind it and two writers cannot hold them crosswise.
CREATE TRIGGER "tally_business_listings_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tally_business_listings"();
--> statement-breakpoint
CREATE TRIGGER "tally_business_listings_update" AFTER UPDATE ON "listings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tally_business_listings"();
--> statement-breakpoint
CREATE TRIGGER "tally_business_listings_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tally_business_listings"();
