-- Counts kept on write per organization and UTC day (whole days since 1970-01-01): businesses by the day
-- they were created, enriched businesses by enriched_at's day, published listings by published_at's day.
-- A figure as it stood at a time is the organization's count less the days after it, so the dashboard
-- reads a month of rows instead of counting every row since. Days whose counts fall back to 0 keep their row.
CREATE TABLE "organization_daily_counts" (
	"organization_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"businesses" integer DEFAULT 0 NOT NULL,
	"enriched_businesses" integer DEFAULT 0 NOT NULL,
	"published_listings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "organization_daily_counts_organization_id_day_pk" PRIMARY KEY("organization_id","day")
);
--> statement-breakpoint
ALTER TABLE "organization_daily_counts" ADD CONSTRAINT "organization_daily_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "organization_daily_counts" ("organization_id", "day", "businesses", "enriched_businesses", "published_listings")
SELECT "organization_id", "day", sum("businesses"), sum("enriched_businesses"), sum("published_listings") FROM (
	SELECT "organization_id", floor(extract(epoch from "created_at") / 86400)::int AS "day", 1 AS "businesses", 0 AS "enriched_businesses", 0 AS "published_listings" FROM "businesses"
	UNION ALL
	SELECT "organization_id", floor(extract(epoch from "enriched_at") / 86400)::int, 0, 1, 0 FROM "businesses" WHERE "enriched_at" IS NOT NULL
	UNION ALL
	SELECT "organization_id", floor(extract(epoch from "published_at") / 86400)::int, 0, 0, 1 FROM "listings" WHERE "status" = 'published' AND "published_at" IS NOT NULL
) AS "counted"
GROUP BY "organization_id", "day";
--> statement-breakpoint
CREATE FUNCTION "organization_daily_counts_businesses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "organization_daily_counts" ("organization_id", "day", "businesses", "enriched_businesses")
		SELECT "organization_id", "day", sum("businesses"), sum("enriched_businesses") FROM (
			SELECT "organization_id", floor(extract(epoch from "created_at") / 86400)::int AS "day", 1 AS "businesses", 0 AS "enriched_businesses" FROM "new_rows"
			UNION ALL
			SELECT "organization_id", floor(extract(epoch from "enriched_at") / 86400)::int, 0, 1 FROM "new_rows" WHERE "enriched_at" IS NOT NULL
		) AS "added" GROUP BY "organization_id", "day"
		ON CONFLICT ("organization_id", "day") DO UPDATE SET "businesses" = "organization_daily_counts"."businesses" + excluded."businesses", "enriched_businesses" = "organization_daily_counts"."enriched_businesses" + excluded."enriched_businesses";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "organization_daily_counts" ("organization_id", "day", "businesses", "enriched_businesses")
		SELECT "organization_id", "day", sum("businesses"), sum("enriched_businesses") FROM (
			SELECT "organization_id", floor(extract(epoch from "created_at") / 86400)::int AS "day", 1 AS "businesses", 0 AS "enriched_businesses" FROM "new_rows"
			UNION ALL
			SELECT "organization_id", floor(extract(epoch from "enriched_at") / 86400)::int, 0, 1 FROM "new_rows" WHERE "enriched_at" IS NOT NULL
			UNION ALL
			SELECT "organization_id", floor(extract(epoch from "created_at") / 86400)::int AS "day", -1 AS "businesses", 0 AS "enriched_businesses" FROM "old_rows"
			UNION ALL
			SELECT "organization_id", floor(extract(epoch from "enriched_at") / 86400)::int, 0, -1 FROM "old_rows" WHERE "enriched_at" IS NOT NULL
		) AS "changed" GROUP BY "organization_id", "day" HAVING sum("businesses") <> 0 OR sum("enriched_businesses") <> 0
		ON CONFLICT ("organization_id", "day") DO UPDATE SET "businesses" = "organization_daily_counts"."businesses" + excluded."businesses", "enriched_businesses" = "organization_daily_counts"."enriched_businesses" + excluded."enriched_businesses";
	ELSE
		UPDATE "organization_daily_counts" SET "businesses" = "organization_daily_counts"."businesses" - "gone"."businesses", "enriched_businesses" = "organization_daily_counts"."enriched_businesses" - "gone"."enriched_businesses"
		FROM (SELECT "organization_id", "day", sum("businesses") AS "businesses", sum("enriched_businesses") AS "enriched_businesses" FROM (
			SELECT "organization_id", floor(extract(epoch from "created_at") / 86400)::int AS "day", 1 AS "businesses", 0 AS "enriched_businesses" FROM "old_rows"
			UNION ALL
			SELECT "organization_id", floor(extract(epoch from "enriched_at") / 86400)::int, 0, 1 FROM "old_rows" WHERE "enriched_at" IS NOT NULL
		) AS "removed" GROUP BY "organization_id", "day") AS "gone"
		WHERE "organization_daily_counts"."organization_id" = "gone"."organization_id" AND "organization_daily_counts"."day" = "gone"."day";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organization_daily_counts_businesses_insert" AFTER INSERT ON "businesses" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_daily_counts_businesses"();
--> statement-breakpoint
CREATE TRIGGER "organization_daily_counts_businesses_update" AFTER UPDATE ON "businesses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_daily_counts_businesses"();
--> statement-breakpoint
CREATE TRIGGER "organization_daily_counts_businesses_delete" AFTER DELETE ON "businesses" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_daily_counts_businesses"();
--> statement-breakpoint
CREATE FUNCTION "organization_daily_counts_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "organization_daily_counts" ("organization_id", "day", "published_listings")
		SELECT "organization_id", "day", sum("published_listings") FROM (
			SELECT "organization_id", floor(extract(epoch from "published_at") / 86400)::int AS "day", 1 AS "published_listings" FROM "new_rows" WHERE "status" = 'published' AND "published_at" IS NOT NULL
		) AS "added" GROUP BY "organization_id", "day"
		ON CONFLICT ("organization_id", "day") DO UPDATE SET "published_listings" = "organization_daily_counts"."published_listings" + excluded."published_listings";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "organization_daily_counts" ("organization_id", "day", "published_listings")
		SELECT "organization_id", "day", sum("published_listings") FROM (
			SELECT "organization_id", floor(extract(epoch from "published_at") / 86400)::int AS "day", 1 AS "published_listings" FROM "new_rows" WHERE "status" = 'published' AND "published_at" IS NOT NULL
			UNION ALL
			SELECT "organization_id", floor(extract(epoch from "published_at") / 86400)::int AS "day", -1 AS "published_listings" FROM "old_rows" WHERE "status" = 'published' AND "published_at" IS NOT NULL
		) AS "changed" GROUP BY "organization_id", "day" HAVING sum("published_listings") <> 0
		ON CONFLICT ("organization_id", "day") DO UPDATE SET "published_listings" = "organization_daily_counts"."published_listings" + excluded."published_listings";
	ELSE
		UPDATE "organization_daily_counts" SET "published_listings" = "organization_daily_counts"."published_listings" - "gone"."published_listings"
		FROM (SELECT "organization_id", "day", sum("published_listings") AS "published_listings" FROM (
			SELECT "organization_id", floor(extract(epoch from "published_at") / 86400)::int AS "day", 1 AS "published_listings" FROM "old_rows" WHERE "status" = 'published' AND "published_at" IS NOT NULL
		) AS "removed" GROUP BY "organization_id", "day") AS "gone"
		WHERE "organization_daily_counts"."organization_id" = "gone"."organization_id" AND "organization_daily_counts"."day" = "gone"."day";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organization_daily_counts_listings_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_daily_counts_listings"();
--> statement-breakpoint
CREATE TRIGGER "organization_daily_counts_listings_update" AFTER UPDATE ON "listings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_daily_counts_listings"();
--> statement-breakpoint
CREATE TRIGGER "organization_daily_counts_listings_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_daily_counts_listings"();
