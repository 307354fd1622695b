-- reportSchedules.get
select "organization_id", "enabled", "frequency", "recipients", "next_send_at", "last_sent_at" from "report_schedules" where "report_schedules"."organization_id" = ?;

-- reportSchedules.save
insert into "report_schedules" ("organization_id", "enabled", "frequency", "recipients", "next_send_at", "last_sent_at") values (?, ?, ?, ?, ?, ?) on conflict ("report_schedules"."organization_id") do update set "organization_id" = ?, "enabled" = ?, "frequency" = ?, "recipients" = ?, "next_send_at" = ?, "last_sent_at" = ? returning "organization_id", "enabled", "frequency", "recipients", "next_send_at", "last_sent_at";

-- reportSchedules.due
select "report_schedules"."organization_id", "report_schedules"."enabled", "report_schedules"."frequency", "report_schedules"."recipients", "report_schedules"."next_send_at", "report_schedules"."last_sent_at" from "report_schedules" inner join "organizations" on "organizations"."id" = "report_schedules"."organization_id" where ("report_schedules"."enabled" = ? and "report_schedules"."next_send_at" <= ? and "organizations"."is_active" = ?) order by "report_schedules"."next_send_at" asc, "report_schedules"."organization_id" asc limit ?;

-- reportSchedules.claim
update "report_schedules" set "next_send_at" = ?, "last_sent_at" = ? where ("report_schedules"."organization_id" = ? and "report_schedules"."next_send_at" = ? and "report_schedules"."enabled" = ?) returning "organization_id";
