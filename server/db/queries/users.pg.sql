-- users.create
insert into "users" ("id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at") values ($1, $2, $3, $4, $5, default, default, default, default, default, default, default, default, default, default, default, default, default, default, default, default) returning "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at";
insert into "users" ("id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at") values ($1, $2, $3, default, $4, default, default, default, default, default, default, default, default, default, default, default, default, default, default, default, default) returning "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at";

-- users.findById
select "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at" from "users" where "users"."id" = $1;

-- users.findByEmail
select "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at" from "users" where "users"."email" = $1;

-- users.findByUsername
select "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at" from "users" where "users"."username" = $1;

-- users.findBySocialId
select "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at" from "users" where "users"."google_id" = $1;

-- users.findByVerificationToken
select "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at" from "users" where "users"."email_verification_token" = $1;

-- users.findByResetToken
select "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at" from "users" where "users"."reset_password_token" = $1;

-- users.update
update "users" set "name" = $1, "updated_at" = $2 where "users"."id" = $3 returning "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at";

-- users.search
select "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at" from "users" where (("users"."email" ilike $1 escape '\' or "users"."username" ilike $2 escape '\' or "users"."name" ilike $3 escape '\') and "users"."role" = $4) order by "users"."created_at" desc, "users"."id" asc limit $5;
select "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at" from "users" where ("users"."email" ilike $1 escape '\' or "users"."username" ilike $2 escape '\' or "users"."name" ilike $3 escape '\') order by "users"."created_at" desc, "users"."id" asc limit $4;

-- users.count
select count(*) as count from "users";
