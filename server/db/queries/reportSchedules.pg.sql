-- reportSchedules.get
select "organization_id", "enabled", "frequency", "recipients", "next_send_at", "last_sent_at" from "report_schedules" where "report_schedules"."organization_id" = $1;

-- reportSchedules.save
insert into "report_schedules" ("organization_id", "enabled", "frequency", "recipients", "next_send_at", "last_sent_at") values ($1, $2, $3, $4, $5, $6) on conflict ("organization_id") do update set "organization_id" = $7, "enabled" = $8, "frequency" = $9, "recipients" = $10, "next_send_at" = $11, "last_sent_at" = $12 returning "organization_id", "enabled", "frequency", "recipients", "next_send_at", "last_sent_at";

-- reportSchedules.due
select "report_schedules"."organization_id", "report_schedules"."enabled", "report_schedules"."frequency", "report_schedules"."recipients", "report_schedules"."next_send_at", "report_schedules"."last_sent_at" from "report_schedules" inner join "organizations" on "organizations"."id" = "report_schedules"."organization_id" where ("report_schedules"."enabled" = $1 and "report_schedules"."next_send_at" <= $2 and "organizations"."is_active" = $3) order by "report_schedules"."next_send_at" asc, "report_schedules"."organization_id" asc limit $4;

-- reportSchedules.claim
update "report_schedules" set "next_send_at" = $1, "last_sent_at" = $2 where ("report_schedules"."organization_id" = $3 and "report_schedules"."next_send_at" = $4 and "report_schedules"."enabled" = $5) returning "organization_id";
