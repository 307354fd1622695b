-- loginCodes.create
insert into "login_codes" ("id", "code", "user_id", "expires_at", "created_at") values ($1, $2, $3, $4, default);

-- loginCodes.consume
delete from "login_codes" where "login_codes"."code" = $1 returning "id", "code", "user_id", "expires_at", "created_at";
