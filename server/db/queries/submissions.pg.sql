-- submissions.createOrGet
insert into "submissions" ("id", "organization_id", "business_id", "idempotency_key", "provider_submission_id", "directories", "status", "error_message", "created_at", "updated_at") values ($1, $2, $3, $4, default, $5, default, default, default, default) on conflict ("idempotency_key") do nothing returning "id", "organization_id", "business_id", "idempotency_key", "provider_submission_id", "directories", "status", "error_message", "created_at", "updated_at";
select "id", "organization_id", "business_id", "idempotency_key", "provider_submission_id", "directories", "status", "error_message", "created_at", "updated_at" from "submissions" where "submissions"."idempotency_key" = $1;

-- submissions.update
update "submissions" set "status" = $1, "updated_at" = $2 where "submissions"."id" = $3;

-- submissions.findInOrganization
select "id", "organization_id", "business_id", "idempotency_key", "provider_submission_id", "directories", "status", "error_message", "created_at", "updated_at" from "submissions" where ("submissions"."organization_id" = $1 and "submissions"."id" = $2);

-- submissions.latest
select "id", "organization_id", "business_id", "idempotency_key", "provider_submission_id", "directories", "status", "error_message", "created_at", "updated_at" from "submissions" where ("submissions"."organization_id" = $1 and "submissions"."business_id" = $2) order by "submissions"."created_at" desc, "submissions"."id" asc limit $3;
