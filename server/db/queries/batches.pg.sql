-- batches.create
begin;
insert into "batches" ("id", "organization_id", "created_by_user_id", "kind", "status", "directories", "total", "succeeded", "failed", "created_at", "updated_at", "finished_at") values ($1, $2, $3, $4, default, $5, $6, default, default, default, default, default) returning "id", "organization_id", "created_by_user_id", "kind", "status", "directories", "total", "succeeded", "failed", "created_at", "updated_at", "finished_at";
insert into "batch_items" ("id", "batch_id", "business_id", "status", "result", "error_message", "claimed_at", "updated_at") values ($1, $2, $3, default, default, default, default, default);
commit;

-- batches.findInOrganization
select "id", "organization_id", "created_by_user_id", "kind", "status", "directories", "total", "succeeded", "failed", "created_at", "updated_at", "finished_at" from "batches" where ("batches"."organization_id" = $1 and "batches"."id" = $2);

-- batches.findById
select "id", "organization_id", "created_by_user_id", "kind", "status", "directories", "total", "succeeded", "failed", "created_at", "updated_at", "finished_at" from "batches" where "batches"."id" = $1;

-- batches.latest
select "id", "organization_id", "created_by_user_id", "kind", "status", "directories", "total", "succeeded", "failed", "created_at", "updated_at", "finished_at" from "batches" where "batches"."organization_id" = $1 order by "batches"."created_at" desc, "batches"."id" asc limit $2;

-- batches.items
select "batch_items"."id", "batch_items"."batch_id", "batch_items"."business_id", "batch_items"."status", "batch_items"."result", "batch_items"."error_message", "batch_items"."claimed_at", "batch_items"."updated_at", "businesses"."name" from "batch_items" inner join "businesses" on "businesses"."id" = "batch_items"."business_id" where "batch_items"."batch_id" = $1 order by lower("businesses"."name") asc, "batch_items"."id" asc;

-- batches.claimNextItem
update "batch_items" set "status" = $1, "claimed_at" = $2, "updated_at" = $3 where "batch_items"."id" in (select "id" from "batch_items" where ("batch_items"."batch_id" = $4 and ("batch_items"."status" = $5 or ("batch_items"."status" = $6 and "batch_items"."claimed_at" < $7))) limit $8 for update skip locked) returning "id", "batch_id", "business_id", "status", "result", "error_message", "claimed_at", "updated_at";

-- batches.finishItem
begin;
update "batch_items" set "status" = $1, "result" = $2, "error_message" = $3, "updated_at" = $4 where ("batch_items"."id" = $5 and "batch_items"."status" = $6) returning "batch_id";
update "batches" set "succeeded" = "batches"."succeeded" + 1, "updated_at" = $1 where "batches"."id" = $2;
commit;

-- batches.setStatus
update "batches" set "status" = $1, "updated_at" = $2, "finished_at" = $3 where ("batches"."id" = $4 and "batches"."status" in ($5, $6));

-- batches.unfinished
select "id", "organization_id", "created_by_user_id", "kind", "status", "directories", "total", "succeeded", "failed", "created_at", "updated_at", "finished_at" from "batches" where "batches"."status" in ($1, $2) order by "batches"."created_at" asc, "batches"."id" asc;
