-- Counts kept on write: each organization's businesses, listings and citation issues (and how many are
-- enriched, published, open), so the dashboard and the lists' totals read one row instead of counting
-- thousands. Triggers keep them, whichever statement writes; existing rows are counted once here.
CREATE TABLE "organization_counts" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"businesses" integer DEFAULT 0 NOT NULL,
	"enriched_businesses" integer DEFAULT 0 NOT NULL,
	"listings" integer DEFAULT 0 NOT NULL,
	"published_listings" integer DEFAULT 0 NOT NULL,
	"citation_issues" integer DEFAULT 0 NOT NULL,
	"open_citation_issues" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_counts" ADD CONSTRAINT "organization_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "organization_counts" ("organization_id", "businesses", "enriched_businesses", "listings", "published_listings", "citation_issues", "open_citation_issues")
SELECT "organizations"."id",
	(SELECT count(*) FROM "businesses" WHERE "businesses"."organization_id" = "organizations"."id"),
	(SELECT count("enriched_at") FROM "businesses" WHERE "businesses"."organization_id" = "organizations"."id"),
	(SELECT count(*) FROM "listings" WHERE "listings"."organization_id" = "organizations"."id"),
	(SELECT count(*) FROM "listings" WHERE "listings"."organization_id" = "organizations"."id" AND "status" = 'published' AND "published_at" IS NOT NULL),
	(SELECT count(*) FROM "citation_issues" WHERE "citation_issues"."organization_id" = "organizations"."id"),
	(SELECT count(*) FROM "citation_issues" WHERE "citation_issues"."organization_id" = "organizations"."id" AND NOT "resolved")
FROM "organizations";
--> statement-breakpoint
CREATE FUNCTION "organization_counts_businesses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "organization_counts" ("organization_id", "businesses", "enriched_businesses")
		SELECT "organization_id", sum("businesses"), sum("enriched_businesses") FROM (SELECT "organization_id", 1 AS "businesses", ("enriched_at" IS NOT NULL)::int AS "enriched_businesses" FROM "new_rows") AS "added" GROUP BY "organization_id"
		ON CONFLICT ("organization_id") DO UPDATE SET "businesses" = "organization_counts"."businesses" + excluded."businesses", "enriched_businesses" = "organization_counts"."enriched_businesses" + excluded."enriched_businesses";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "organization_counts" ("organization_id", "businesses", "enriched_businesses")
		SELECT "organization_id", sum("businesses"), sum("enriched_businesses") FROM (
			SELECT "organization_id", 1 AS "businesses", ("enriched_at" IS NOT NULL)::int AS "enriched_businesses" FROM "new_rows"
			UNION ALL
			SELECT "organization_id", -1, -("enriched_at" IS NOT NULL)::int FROM "old_rows"
		) AS "changed" GROUP BY "organization_id" HAVING sum("businesses") <> 0 OR sum("enriched_businesses") <> 0
		ON CONFLICT ("organization_id") DO UPDATE SET "businesses" = "organization_counts"."businesses" + excluded."businesses", "enriched_businesses" = "organization_counts"."enriched_businesses" + excluded."enriched_businesses";
	ELSE
		UPDATE "organization_counts" SET "businesses" = "organization_counts"."businesses" - "gone"."businesses", "enriched_businesses" = "organization_counts"."enriched_businesses" - "gone"."enriched_businesses"
		FROM (SELECT "organization_id", sum("businesses") AS "businesses", sum("enriched_businesses") AS "enriched_businesses" FROM (SELECT "organization_id", 1 AS "businesses", ("enriched_at" IS NOT NULL)::int AS "enriched_businesses" FROM "old_rows") AS "removed" GROUP BY "organization_id") AS "gone"
		WHERE "organization_counts"."organization_id" = "gone"."organization_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organization_counts_businesses_insert" AFTER INSERT ON "businesses" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_counts_businesses"();
--> statement-breakpoint
CREATE TRIGGER "organization_counts_businesses_update" AFTER UPDATE ON "businesses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_counts_businesses"();
--> statement-breakpoint
CREATE TRIGGER "organization_counts_businesses_delete" AFTER DELETE ON "businesses" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_counts_businesses"();
--> statement-breakpoint
CREATE FUNCTION "organization_counts_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "organization_counts" ("organization_id", "listings", "published_listings")
		SELECT "organization_id", sum("listings"), sum("published_listings") FROM (SELECT "organization_id", 1 AS "listings", ("status" = 'published' AND "published_at" IS NOT NULL)::int AS "published_listings" FROM "new_rows") AS "added" GROUP BY "organization_id"
		ON CONFLICT ("organization_id") DO UPDATE SET "listings" = "organization_counts"."listings" + excluded."listings", "published_listings" = "organization_counts"."published_listings" + excluded."published_listings";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "organization_counts" ("organization_id", "listings", "published_listings")
		SELECT "organization_id", sum("listings"), sum("published_listings") FROM (
			SELECT "organization_id", 1 AS "listings", ("status" = 'published' AND "published_at" IS NOT NULL)::int AS "published_listings" FROM "new_rows"
			UNION ALL
			SELECT "organization_id", -1, -("status" = 'published' AND "published_at" IS NOT NULL)::int FROM "old_rows"
		) AS "changed" GROUP BY "organization_id" HAVING sum("listings") <> 0 OR sum("published_listings") <> 0
		ON CONFLICT ("organization_id") DO UPDATE SET "listings" = "organization_counts"."listings" + excluded."listings", "published_listings" = "organization_counts"."published_listings" + excluded."published_listings";
	ELSE
		UPDATE "organization_counts" SET "listings" = "organization_counts"."listings" - "gone"."listings", "published_listings" = "organization_counts"."published_listings" - "gone"."published_listings"
		FROM (SELECT "organization_id", sum("listings") AS "listings", sum("published_listings") AS "published_listings" FROM (SELECT "organization_id", 1 AS "listings", ("status" = 'published' AND "published_at" IS NOT NULL)::int AS "published_listings" FROM "old_rows") AS "removed" GROUP BY "organization_id") AS "gone"
		WHERE "organization_counts"."organization_id" = "gone"."organization_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organization_counts_listings_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_counts_listings"();
--> statement-breakpoint
CREATE TRIGGER "organization_counts_listings_update" AFTER UPDATE ON "listings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_counts_listings"();
--> statement-breakpoint
CREATE TRIGGER "organization_counts_listings_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_counts_listings"();
--> statement-breakpoint
CREATE FUNCTION "organization_counts_citation_issues"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "organization_counts" ("organization_id", "citation_issues", "open_citation_issues")
		SELECT "organization_id", sum("citation_issues"), sum("open_citation_issues") FROM (SELECT "organization_id", 1 AS "citation_issues", (NOT "resolved")::int AS "open_citation_issues" FROM "new_rows") AS "added" GROUP BY "organization_id"
		ON CONFLICT ("organization_id") DO UPDATE SET "citation_issues" = "organization_counts"."citation_issues" + excluded."citation_issues", "open_citation_issues" = "organization_counts"."open_citation_issues" + excluded."open_citation_issues";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "organization_counts" ("organization_id", "citation_issues", "open_citation_issues")
		SELECT "organization_id", sum("citation_issues"), sum("open_citation_issues") FROM (
			SELECT "organization_id", 1 AS "citation_issues", (NOT "resolved")::int AS "open_citation_issues" FROM "new_rows"
			UNION ALL
			SELECT "organization_id", -1, -(NOT "resolved")::int FROM "old_rows"
		) AS "changed" GROUP BY "organization_id" HAVING sum("citation_issues") <> 0 OR sum("open_citation_issues") <> 0
		ON CONFLICT ("organization_id") DO UPDATE SET "citation_issues" = "organization_counts"."citation_issues" + excluded."citation_issues", "open_citation_issues" = "organization_counts"."open_citation_issues" + excluded."open_citation_issues";
	ELSE
		UPDATE "organization_counts" SET "citation_issues" = "organization_counts"."citation_issues" - "gone"."citation_issues", "open_citation_issues" = "organization_counts"."open_citation_issues" - "gone"."open_citation_issues"
		FROM (SELECT "organization_id", sum("citation_issues") AS "citation_issues", sum("open_citation_issues") AS "open_citation_issues" FROM (SELECT "organization_id", 1 AS "citation_issues", (NOT "resolved")::int AS "open_citation_issues" FROM "old_rows") AS "removed" GROUP BY "organization_id") AS "gone"
		WHERE "organization_counts"."organization_id" = "gone"."organization_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organization_counts_citation_issues_insert" AFTER INSERT ON "citation_issues" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_counts_citation_issues"();
--> statement-breakpoint
CREATE TRIGGER "organization_counts_citation_issues_update" AFTER UPDATE ON "citation_issues" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_counts_citation_issues"();
--> statement-breakpoint
CREATE TRIGGER "organization_counts_citation_issues_delete" AFTER DELETE ON "citation_issues" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_counts_citation_issues"();
