-- batches.create
insert into "batches" ("id", "organization_id", "created_by_user_id", "kind", "status", "directories", "total", "succeeded", "failed", "created_at", "updated_at", "finished_at") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, null) returning "id", "organization_id", "created_by_user_id", "kind", "status", "directories", "total", "succeeded", "failed", "created_at", "updated_at", "finished_at";
insert into "batch_items" ("id", "batch_id", "business_id", "status", "result", "error_message", "claimed_at", "updated_at") values (?, ?, ?, ?, null, null, null, ?);

-- batches.findInOrganization
select "id", "organization_id", "created_by_user_id", "kind", "status", "directories", "total", "succeeded", "failed", "created_at", "updated_at", "finished_at" from "batches" where ("batches"."organization_id" = ? and "batches"."id" = ?);

-- batches.findById
select "id", "organization_id", "created_by_user_id", "kind", "status", "directories", "total", "succeeded", "failed", "created_at", "updated_at", "finished_at" from "batches" where "batches"."id" = ?;

-- batches.latest
select "id", "organization_id", "created_by_user_id", "kind", "status", "directories", "total", "succeeded", "failed", "created_at", "updated_at", "finished_at" from "batches" where "batches"."organization_id" = ? order by "batches"."created_at" desc, "batches"."id" asc limit ?;

-- batches.items
select "batch_items"."id", "batch_items"."batch_id", "batch_items"."business_id", "batch_items"."status", "batch_items"."result", "batch_items"."error_message", "batch_items"."claimed_at", "batch_items"."updated_at", "businesses"."name" from "batch_items" inner join "businesses" on "businesses"."id" = "batch_items"."business_id" where "batch_items"."batch_id" = ? order by lower("businesses"."name") asc, "batch_items"."id" asc;

-- batches.claimNextItem
update "batch_items" set "status" = ?, "claimed_at" = ?, "updated_at" = ? where "batch_items"."id" in (select "id" from "batch_items" where ("batch_items"."batch_id" = ? and ("batch_items"."status" = ? or ("batch_items"."status" = ? and "batch_items"."claimed_at" < ?))) limit ?) returning "id", "batch_id", "business_id", "status", "result", "error_message", "claimed_at", "updated_at";

-- batches.finishItem
update "batch_items" set "status" = ?, "result" = ?, "error_message" = ?, "updated_at" = ? where ("batch_items"."id" = ? and "batch_items"."status" = ?) returning "batch_id";
update "batches" set "succeeded" = "batches"."succeeded" + 1, "updated_at" = ? where "batches"."id" = ?;

-- batches.setStatus
update "batches" set "status" = ?, "updated_at" = ?, "finished_at" = ? where ("batches"."id" = ? and "batches"."status" in (?, ?));

-- batches.unfinished
select "id", "organization_id", "created_by_user_id", "kind", "status", "directories", "total", "succeeded", "failed", "created_at", "updated_at", "finished_at" from "batches" where "batches"."status" in (?, ?) order by "batches"."created_at" asc, "batches"."id" asc;
