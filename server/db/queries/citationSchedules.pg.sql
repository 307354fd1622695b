-- citationSchedules.get
select "organization_id", "enabled", "interval_days", "next_scan_at", "last_scan_at" from "citation_schedules" where "citation_schedules"."organization_id" = $1;

-- citationSchedules.save
insert into "citation_schedules" ("organization_id", "enabled", "interval_days", "next_scan_at", "last_scan_at") values ($1, $2, $3, $4, $5) on conflict ("organization_id") do update set "organization_id" = $6, "enabled" = $7, "interval_days" = $8, "next_scan_at" = $9, "last_scan_at" = $10 returning "organization_id", "enabled", "interval_days", "next_scan_at", "last_scan_at";

-- citationSchedules.createMissing
insert into "citation_schedules" ("organization_id", "enabled", "interval_days", "next_scan_at", "last_scan_at") select "id" as "organization_id", cast($1 as boolean) as "enabled", cast($2 as integer) as "interval_days", cast($3 as timestamp (3) with time zone) as "next_scan_at", cast($4 as timestamp (3) with time zone) as "last_scan_at" from "organizations" where ("organizations"."is_active" = $5 and not exists (select 1 from "citation_schedules" where "citation_schedules"."organization_id" = "organizations"."id")) on conflict do nothing returning "organization_id";

-- citationSchedules.due
select "citation_schedules"."organization_id", "citation_schedules"."enabled", "citation_schedules"."interval_days", "citation_schedules"."next_scan_at", "citation_schedules"."last_scan_at" from "citation_schedules" inner join "organizations" on "organizations"."id" = "citation_schedules"."organization_id" where ("citation_schedules"."enabled" = $1 and "citation_schedules"."next_scan_at" <= $2 and "organizations"."is_active" = $3) order by "citation_schedules"."next_scan_at" asc, "citation_schedules"."organization_id" asc limit $4;

-- citationSchedules.claim
update "citation_schedules" set "next_scan_at" = $1, "last_scan_at" = $2 where ("citation_schedules"."organization_id" = $3 and "citation_schedules"."next_scan_at" = $4 and "citation_schedules"."enabled" = $5) returning "organization_id";
