-- loginCodes.create
insert into "login_codes" ("id", "code", "user_id", "expires_at", "created_at") values (?, ?, ?, ?, ?);

-- loginCodes.consume
delete from "login_codes" where "login_codes"."code" = ? returning "id", "code", "user_id", "expires_at", "created_at";
