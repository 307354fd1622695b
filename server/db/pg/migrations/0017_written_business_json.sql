ALTER TABLE "businesses" ADD COLUMN "written_json" text;--> statement-breakpoint
CREATE INDEX "businesses_unwritten_idx" ON "businesses" USING btree ("id") WHERE "businesses"."written_json" is null;--> statement-breakpoint
-- A business's written_json shows the business up to its listing counts, which the list reads beside it: a
-- change to a column it shows sets it back to null, and the list builds a null one as it reads until the app
-- writes it again (as listings', 0016). Changed, not only set: the app's writing keeps updated_at as it is.
CREATE FUNCTION "businesses_written_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."written_json" := NULL;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "businesses_written_json" BEFORE UPDATE OF "name", "category", "address", "city", "state", "zip_code", "phone", "email", "website", "description", "hours", "data_axle_infogroup_id", "data_axle_match_grade", "data_axle_confidence_score", "data_axle_last_synced", "data_axle_enrichment_data", "created_at", "updated_at" ON "businesses" FOR EACH ROW
	WHEN (NEW."written_json" IS NOT NULL AND (NEW."name", NEW."category", NEW."address", NEW."city", NEW."state", NEW."zip_code", NEW."phone", NEW."email", NEW."website", NEW."description", NEW."hours", NEW."data_axle_infogroup_id", NEW."data_axle_match_grade", NEW."data_axle_confidence_score", NEW."data_axle_last_synced", NEW."data_axle_enrichment_data", NEW."created_at", NEW."updated_at") IS DISTINCT FROM (OLD."name", OLD."category", OLD."address", OLD."city", OLD."state", OLD."zip_code", OLD."phone", OLD."email", OLD."website", OLD."description", OLD."hours", OLD."data_axle_infogroup_id", OLD."data_axle_match_grade", OLD."data_axle_confidence_score", OLD."data_axle_last_synced", OLD."data_axle_enrichment_data", OLD."created_at", OLD."updated_at")) EXECUTE FUNCTION "businesses_written_json"();
