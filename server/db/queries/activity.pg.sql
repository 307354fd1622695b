-- activity.record
insert into "activity" ("id", "organization_id", "business_id", "actor_user_id", "kind", "type", "title", "description", "created_at") values ($1, $2, $3, $4, $5, $6, $7, $8, default) returning "id", "organization_id", "business_id", "actor_user_id", "kind", "type", "title", "description", "created_at";

-- activity.latest
select "id", "organization_id", "business_id", "actor_user_id", "kind", "type", "title", "description", "created_at" from "activity" where "activity"."organization_id" = $1 order by "activity"."created_at" desc, "activity"."id" asc limit $2;
