-- sessions.create
insert into "sessions" ("id", "user_id", "token", "expires_at", "last_used_at", "user_agent", "ip_address", "organization_id", "created_at") values ($1, $2, $3, $4, $5, default, default, $6, default) returning "id", "user_id", "token", "expires_at", "last_used_at", "user_agent", "ip_address", "organization_id", "created_at";

-- sessions.findSignedIn
select "sessions"."id", "sessions"."user_id", "sessions"."token", "sessions"."expires_at", "sessions"."last_used_at", "sessions"."user_agent", "sessions"."ip_address", "sessions"."organization_id", "sessions"."created_at", "users"."id", "users"."email", "users"."username", "users"."password", "users"."name", "users"."role", "users"."email_verified", "users"."email_verification_token", "users"."email_verification_expires", "users"."reset_password_token", "users"."reset_password_expires", "users"."last_login", "users"."google_id", "users"."facebook_id", "users"."linkedin_id", "users"."avatar_url", "users"."provider", "users"."pending_email", "users"."disabled_at", "users"."created_at", "users"."updated_at", "user_organizations"."id", "user_organizations"."user_id", "user_organizations"."organization_id", "user_organizations"."role", "user_organizations"."through_partner", "user_organizations"."joined_at", "organizations"."id", "organizations"."name", "organizations"."slug", "organizations"."owner_id", "organizations"."type", "organizations"."custom_domain", "organizations"."custom_domain_verified_at", "organizations"."logo_url", "organizations"."primary_color", "organizations"."secondary_color", "organizations"."custom_css", "organizations"."plan", "organizations"."max_businesses", "organizations"."max_users", "organizations"."allowed_directories", "organizations"."settings", "organizations"."is_active", "organizations"."partner_organization_id", "organizations"."created_at", "organizations"."updated_at", "organization_counts"."data_version" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" left join "user_organizations" on ("user_organizations"."user_id" = "sessions"."user_id" and "user_organizations"."organization_id" = "sessions"."organization_id") left join "organizations" on "organizations"."id" = "user_organizations"."organization_id" left join "organization_counts" on "organization_counts"."organization_id" = "organizations"."id" where "sessions"."token" = $1;

-- sessions.listByUser
select "id", "user_id", "token", "expires_at", "last_used_at", "user_agent", "ip_address", "organization_id", "created_at" from "sessions" where ("sessions"."user_id" = $1 and "sessions"."expires_at" > $2) order by "sessions"."last_used_at" desc, "sessions"."id" asc;

-- sessions.touch
update "sessions" set "last_used_at" = $1 where "sessions"."id" = $2;

-- sessions.setOrganization
update "sessions" set "organization_id" = $1 where "sessions"."id" = $2;

-- sessions.deleteByToken
delete from "sessions" where "sessions"."token" = $1;

-- sessions.deleteForUser
delete from "sessions" where ("sessions"."user_id" = $1 and "sessions"."id" = $2) returning "id";

-- sessions.deleteAllForUser
delete from "sessions" where ("sessions"."user_id" = $1 and "sessions"."id" <> $2) returning "id";

-- sessions.deleteExpired
delete from "sessions" where "sessions"."expires_at" < $1 returning "id";
