-- users.create
insert into "users" ("id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at") values (?, ?, ?, ?, ?, ?, ?, null, null, null, null, null, null, null, null, null, ?, null, null, ?, ?) returning "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at";
insert into "users" ("id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at") values (?, ?, ?, null, ?, ?, ?, null, null, null, null, null, null, null, null, null, ?, null, null, ?, ?) returning "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at";

-- users.findById
select "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at" from "users" where "users"."id" = ?;

-- users.findByEmail
select "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at" from "users" where "users"."email" = ?;

-- users.findByUsername
select "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at" from "users" where "users"."username" = ?;

-- users.findBySocialId
select "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at" from "users" where "users"."google_id" = ?;

-- users.findByVerificationToken
select "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at" from "users" where "users"."email_verification_token" = ?;

-- users.findByResetToken
select "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at" from "users" where "users"."reset_password_token" = ?;

-- users.update
update "users" set "name" = ?, "updated_at" = ? where "users"."id" = ? returning "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at";

-- users.search
select "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at" from "users" where (("users"."email" like ? escape '\' or "users"."username" like ? escape '\' or "users"."name" like ? escape '\') and "users"."role" = ?) order by "users"."created_at" desc, "users"."id" asc limit ?;
select "id", "email", "username", "password", "name", "role", "email_verified", "email_verification_token", "email_verification_expires", "reset_password_token", "reset_password_expires", "last_login", "google_id", "facebook_id", "linkedin_id", "avatar_url", "provider", "pending_email", "disabled_at", "created_at", "updated_at" from "users" where (unicode_lower("users"."email") like ? escape '\' or unicode_lower("users"."username") like ? escape '\' or unicode_lower("users"."name") like ? escape '\') order by "users"."created_at" desc, "users"."id" asc limit ?;

-- users.count
select count(*) from "users";
