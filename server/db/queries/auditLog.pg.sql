-- auditLog.record
insert into "audit_log" ("id", "actor_user_id", "organization_id", "action", "target_type", "target_id", "details", "created_at") values ($1, $2, $3, $4, $5, $6, $7, default) returning "id", "actor_user_id", "organization_id", "action", "target_type", "target_id", "details", "created_at";

-- auditLog.list
select "id", "actor_user_id", "organization_id", "action", "target_type", "target_id", "details", "created_at" from "audit_log" where "audit_log"."organization_id" = $1 order by "audit_log"."created_at" desc, "audit_log"."id" asc limit $2;
