ALTER TABLE "citation_issues" ADD COLUMN "written_json" text;--> statement-breakpoint
CREATE INDEX "citation_issues_unwritten_idx" ON "citation_issues" USING btree ("id") WHERE "citation_issues"."written_json" is null;--> statement-breakpoint
-- An issue's written_json shows the issue, its business's name and where the business's latest scan saw its
-- directory: a change to any of them sets it back to null, and the list builds a null one as it reads until
-- the app writes it again. The issue's columns are those the JSON shows: the app's writing sets none of them.
CREATE FUNCTION "citation_issues_written_json_issue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."written_json" := NULL;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "citation_issues_written_json_issue" BEFORE UPDATE OF "organization_id", "business_id", "platform", "issue_type", "expected_value", "actual_value", "resolved", "regression", "discovered_at", "resolved_at", "last_seen_at" ON "citation_issues" FOR EACH ROW
	WHEN (NEW."written_json" IS NOT NULL) EXECUTE FUNCTION "citation_issues_written_json_issue"();
--> statement-breakpoint
CREATE FUNCTION "citation_issues_written_json_business"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "citation_issues" SET "written_json" = NULL WHERE "business_id" = NEW."id" AND "written_json" IS NOT NULL;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "citation_issues_written_json_business" AFTER UPDATE OF "name" ON "businesses" FOR EACH ROW
	WHEN (NEW."name" IS DISTINCT FROM OLD."name") EXECUTE FUNCTION "citation_issues_written_json_business"();
--> statement-breakpoint
CREATE FUNCTION "citation_issues_written_json_scan"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		UPDATE "citation_issues" SET "written_json" = NULL WHERE "business_id" = OLD."business_id" AND "written_json" IS NOT NULL;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		UPDATE "citation_issues" SET "written_json" = NULL WHERE "business_id" = NEW."business_id" AND "written_json" IS NOT NULL;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "citation_issues_written_json_scan" AFTER INSERT OR UPDATE OR DELETE ON "citation_scans" FOR EACH ROW EXECUTE FUNCTION "citation_issues_written_json_scan"();
