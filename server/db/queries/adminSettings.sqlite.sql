-- adminSettings.get
select "id", "key", "value", "encrypted", "description", "category", "created_at", "updated_at" from "admin_settings" where "admin_settings"."key" = ?;

-- adminSettings.list
select "id", "key", "value", "encrypted", "description", "category", "created_at", "updated_at" from "admin_settings" order by "admin_settings"."category" asc, "admin_settings"."key" asc;

-- adminSettings.upsert
insert into "admin_settings" ("id", "key", "value", "encrypted", "description", "category", "created_at", "updated_at") values (?, ?, ?, ?, null, ?, ?, ?) on conflict ("admin_settings"."key") do update set "key" = ?, "value" = ?, "category" = ?, "updated_at" = ? returning "id", "key", "value", "encrypted", "description", "category", "created_at", "updated_at";

-- adminSettings.delete
delete from "admin_settings" where "admin_settings"."key" = ? returning "id";
