-- submissions.createOrGet
insert into "submissions" ("id", "organization_id", "business_id", "idempotency_key", "provider_submission_id", "directories", "status", "error_message", "created_at", "updated_at") values (?, ?, ?, ?, null, ?, ?, null, ?, ?) on conflict ("submissions"."idempotency_key") do nothing returning "id", "organization_id", "business_id", "idempotency_key", "provider_submission_id", "directories", "status", "error_message", "created_at", "updated_at";
select "id", "organization_id", "business_id", "idempotency_key", "provider_submission_id", "directories", "status", "error_message", "created_at", "updated_at" from "submissions" where "submissions"."idempotency_key" = ?;

-- submissions.update
update "submissions" set "status" = ?, "updated_at" = ? where "submissions"."id" = ?;

-- submissions.findInOrganization
select "id", "organization_id", "business_id", "idempotency_key", "provider_submission_id", "directories", "status", "error_message", "created_at", "updated_at" from "submissions" where ("submissions"."organization_id" = ? and "submissions"."id" = ?);

-- submissions.latest
select "id", "organization_id", "business_id", "idempotency_key", "provider_submission_id", "directories", "status", "error_message", "created_at", "updated_at" from "submissions" where ("submissions"."organization_id" = ? and "submissions"."business_id" = ?) order by "submissions"."created_at" desc, "submissions"."id" asc limit ?;
