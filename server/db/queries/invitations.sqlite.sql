-- invitations.create
insert into "invitations" ("id", "organization_id", "email", "role", "token", "invited_by_user_id", "expires_at", "accepted_at", "created_at") values (?, ?, ?, ?, ?, ?, ?, null, ?) returning "id", "organization_id", "email", "role", "token", "invited_by_user_id", "expires_at", "accepted_at", "created_at";

-- invitations.findByToken
select "id", "organization_id", "email", "role", "token", "invited_by_user_id", "expires_at", "accepted_at", "created_at" from "invitations" where "invitations"."token" = ?;

-- invitations.listPending
select "id", "organization_id", "email", "role", "token", "invited_by_user_id", "expires_at", "accepted_at", "created_at" from "invitations" where ("invitations"."organization_id" = ? and "invitations"."accepted_at" is null and "invitations"."expires_at" > ?) order by "invitations"."created_at" desc, "invitations"."id" asc;

-- invitations.countPending
select count(*) from "invitations" where ("invitations"."organization_id" = ? and "invitations"."accepted_at" is null and "invitations"."expires_at" > ?);

-- invitations.markAccepted
update "invitations" set "accepted_at" = ? where ("invitations"."id" = ? and "invitations"."accepted_at" is null) returning "id";

-- invitations.delete
delete from "invitations" where ("invitations"."organization_id" = ? and "invitations"."id" = ?) returning "id";
