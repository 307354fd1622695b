-- citationSchedules.get
select "organization_id", "enabled", "interval_days", "next_scan_at", "last_scan_at" from "citation_schedules" where "citation_schedules"."organization_id" = ?;

-- citationSchedules.save
insert into "citation_schedules" ("organization_id", "enabled", "interval_days", "next_scan_at", "last_scan_at") values (?, ?, ?, ?, ?) on conflict ("citation_schedules"."organization_id") do update set "organization_id" = ?, "enabled" = ?, "interval_days" = ?, "next_scan_at" = ?, "last_scan_at" = ? returning "organization_id", "enabled", "interval_days", "next_scan_at", "last_scan_at";

-- citationSchedules.createMissing
insert into "citation_schedules" ("organization_id", "enabled", "interval_days", "next_scan_at", "last_scan_at") select "id" as "organization_id", cast(? as integer) as "enabled", cast(? as integer) as "interval_days", cast(? as integer) as "next_scan_at", cast(? as integer) as "last_scan_at" from "organizations" where ("organizations"."is_active" = ? and not exists (select 1 from "citation_schedules" where "citation_schedules"."organization_id" = "organizations"."id")) on conflict do nothing returning "organization_id";

-- citationSchedules.due
select "citation_schedules"."organization_id", "citation_schedules"."enabled", "citation_schedules"."interval_days", "citation_schedules"."next_scan_at", "citation_schedules"."last_scan_at" from "citation_schedules" inner join "organizations" on "organizations"."id" = "citation_schedules"."organization_id" where ("citation_schedules"."enabled" = ? and "citation_schedules"."next_scan_at" <= ? and "organizations"."is_active" = ?) order by "citation_schedules"."next_scan_at" asc, "citation_schedules"."organization_id" asc limit ?;

-- citationSchedules.claim
update "citation_schedules" set "next_scan_at" = ?, "last_scan_at" = ? where ("citation_schedules"."organization_id" = ? and "citation_schedules"."next_scan_at" = ? and "citation_schedules"."enabled" = ?) returning "organization_id";
