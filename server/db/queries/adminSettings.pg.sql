-- adminSettings.get
select "id", "key", "value", "encrypted", "description", "category", "created_at", "updated_at" from "admin_settings" where "admin_settings"."key" = $1;

-- adminSettings.list
select "id", "key", "value", "encrypted", "description", "category", "created_at", "updated_at" from "admin_settings" order by "admin_settings"."category" asc, "admin_settings"."key" asc;

-- adminSettings.upsert
insert into "admin_settings" ("id", "key", "value", "encrypted", "description", "category", "created_at", "updated_at") values ($1, $2, $3, default, default, $4, default, default) on conflict ("key") do update set "key" = $5, "value" = $6, "category" = $7, "updated_at" = $8 returning "id", "key", "value", "encrypted", "description", "category", "created_at", "updated_at";

-- adminSettings.delete
delete from "admin_settings" where "admin_settings"."key" = $1 returning "id";
