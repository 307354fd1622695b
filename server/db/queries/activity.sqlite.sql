-- activity.record
insert into "activity" ("id", "organization_id", "business_id", "actor_user_id", "kind", "type", "title", "description", "created_at") values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id", "organization_id", "business_id", "actor_user_id", "kind", "type", "title", "description", "created_at";

-- activity.latest
select "id", "organization_id", "business_id", "actor_user_id", "kind", "type", "title", "description", "created_at" from "activity" where "activity"."organization_id" = ? order by "activity"."created_at" desc, "activity"."id" asc limit ?;
