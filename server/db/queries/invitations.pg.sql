-- invitations.create
insert into "invitations" ("id", "organization_id", "email", "role", "token", "invited_by_user_id", "expires_at", "accepted_at", "created_at") values ($1, $2, $3, $4, $5, $6, $7, default, default) returning "id", "organization_id", "email", "role", "token", "invited_by_user_id", "expires_at", "accepted_at", "created_at";

-- invitations.findByToken
select "id", "organization_id", "email", "role", "token", "invited_by_user_id", "expires_at", "accepted_at", "created_at" from "invitations" where "invitations"."token" = $1;

-- invitations.listPending
select "id", "organization_id", "email", "role", "token", "invited_by_user_id", "expires_at", "accepted_at", "created_at" from "invitations" where ("invitations"."organization_id" = $1 and "invitations"."accepted_at" is null and "invitations"."expires_at" > $2) order by "invitations"."created_at" desc, "invitations"."id" asc;

-- invitations.countPending
select count(*) as count from "invitations" where ("invitations"."organization_id" = $1 and "invitations"."accepted_at" is null and "invitations"."expires_at" > $2);

-- invitations.markAccepted
update "invitations" set "accepted_at" = $1 where ("invitations"."id" = $2 and "invitations"."accepted_at" is null) returning "id";

-- invitations.delete
delete from "invitations" where ("invitations"."organization_id" = $1 and "invitations"."id" = $2) returning "id";
