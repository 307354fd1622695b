-- auditLog.record
insert into "audit_log" ("id", "actor_user_id", "organization_id", "action", "target_type", "target_id", "details", "created_at") values (?, ?, ?, ?, ?, ?, ?, ?) returning "id", "actor_user_id", "organization_id", "action", "target_type", "target_id", "details", "created_at";

-- auditLog.list
select "id", "actor_user_id", "organization_id", "action", "target_type", "target_id", "details", "created_at" from "audit_log" where "audit_log"."organization_id" = ? order by "audit_log"."created_at" desc, "audit_log"."id" asc limit ?;
