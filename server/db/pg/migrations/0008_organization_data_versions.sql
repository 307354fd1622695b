-- Each organization's data version: a random number drawn anew by every statement that writes its businesses,
-- listings or citation issues, in the same transaction. Answers built from those rows are cached under it, so
-- a cached answer is used only while the rows behind it are unchanged, on every instance. It lives in the
-- organization's counts row, the row inserts and deletes already lock, so no second row joins the lock order.
ALTER TABLE "organization_counts" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "organization_counts" SET "data_version" = floor(random() * 9007199254740991)::bigint;
--> statement-breakpoint
CREATE FUNCTION "organization_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		INSERT INTO "organization_counts" ("organization_id", "data_version")
		SELECT "organization_id", floor(random() * 9007199254740991)::bigint FROM (SELECT DISTINCT "organization_id" FROM "new_rows") AS "written"
		ON CONFLICT ("organization_id") DO UPDATE SET "data_version" = excluded."data_version";
	END IF;
	-- Rows updated or deleted were inserted first, so their organization has its counts row unless the
	-- organization itself is being deleted.
	IF TG_OP = 'UPDATE' THEN
		UPDATE "organization_counts" SET "data_version" = floor(random() * 9007199254740991)::bigint
		WHERE "organization_id" IN (SELECT "organization_id" FROM "old_rows" EXCEPT SELECT "organization_id" FROM "new_rows");
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "organization_counts" SET "data_version" = floor(random() * 9007199254740991)::bigint
		WHERE "organization_id" IN (SELECT "organization_id" FROM "old_rows");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organization_data_version_businesses_insert" AFTER INSERT ON "businesses" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_data_version"();
--> statement-breakpoint
CREATE TRIGGER "organization_data_version_businesses_update" AFTER UPDATE ON "businesses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_data_version"();
--> statement-breakpoint
CREATE TRIGGER "organization_data_version_businesses_delete" AFTER DELETE ON "businesses" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_data_version"();
--> statement-breakpoint
CREATE TRIGGER "organization_data_version_listings_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_data_version"();
--> statement-breakpoint
CREATE TRIGGER "organization_data_version_listings_update" AFTER UPDATE ON "listings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_data_version"();
--> statement-breakpoint
CREATE TRIGGER "organization_data_version_listings_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_data_version"();
--> statement-breakpoint
CREATE TRIGGER "organization_data_version_citation_issues_insert" AFTER INSERT ON "citation_issues" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_data_version"();
--> statement-breakpoint
CREATE TRIGGER "organization_data_version_citation_issues_update" AFTER UPDATE ON "citation_issues" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_data_version"();
--> statement-breakpoint
CREATE TRIGGER "organization_data_version_citation_issues_delete" AFTER DELETE ON "citation_issues" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "organization_data_version"();
