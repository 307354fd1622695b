-- organizations.createWithOwner
begin;
insert into "organizations" ("id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at") values ($1, $2, $3, $4, default, default, default, default, default, default, default, default, default, default, default, default, default, default, default, default) returning "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at";
insert into "user_organizations" ("id", "user_id", "organization_id", "role", "through_partner", "joined_at") values ($1, $2, $3, $4, $5, default);
commit;
insert into "organizations" ("id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at") values ($1, $2, $3, $4, default, default, default, default, default, default, default, $5, default, default, default, default, default, default, default, default) returning "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at";

-- organizations.findById
select "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at" from "organizations" where "organizations"."id" = $1;

-- organizations.findBySlug
select "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at" from "organizations" where "organizations"."slug" = $1;

-- organizations.findByProvenDomain
select "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at" from "organizations" where ("organizations"."custom_domain" = $1 and "organizations"."custom_domain_verified_at" is not null);

-- organizations.update
update "organizations" set "custom_domain" = $1, "partner_organization_id" = $2, "updated_at" = $3 where "organizations"."id" = $4 returning "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at";

-- organizations.markCustomDomainVerified
update "organizations" set "custom_domain_verified_at" = $1, "updated_at" = $2 where ("organizations"."id" = $3 and "organizations"."custom_domain" = $4) returning "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at";

-- organizations.delete
begin;
select "id" from "businesses" where "businesses"."organization_id" = $1 order by "businesses"."id" for update;
delete from "organizations" where "organizations"."id" = $1 returning "id";
commit;

-- organizations.search
select "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at" from "organizations" where (("organizations"."name" ilike $1 escape '\' or "organizations"."slug" ilike $2 escape '\') and "organizations"."plan" = $3) order by "organizations"."created_at" desc, "organizations"."id" asc limit $4;

-- organizations.count
select count(*) as count from "organizations";

-- organizations.clientsOf
select "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at" from "organizations" where "organizations"."partner_organization_id" = $1 order by "organizations"."name" asc, "organizations"."id" asc;

-- organizations.addMember
insert into "user_organizations" ("id", "user_id", "organization_id", "role", "through_partner", "joined_at") values ($1, $2, $3, $4, default, default) returning "id", "user_id", "organization_id", "role", "through_partner", "joined_at";

-- organizations.membership
select "id", "user_id", "organization_id", "role", "through_partner", "joined_at" from "user_organizations" where ("user_organizations"."user_id" = $1 and "user_organizations"."organization_id" = $2);

-- organizations.members
select "user_organizations"."id", "user_organizations"."user_id", "user_organizations"."organization_id", "user_organizations"."role", "user_organizations"."through_partner", "user_organizations"."joined_at", "users"."id", "users"."email", "users"."username", "users"."password", "users"."name", "users"."role", "users"."email_verified", "users"."email_verification_token", "users"."email_verification_expires", "users"."reset_password_token", "users"."reset_password_expires", "users"."last_login", "users"."google_id", "users"."facebook_id", "users"."linkedin_id", "users"."avatar_url", "users"."provider", "users"."pending_email", "users"."disabled_at", "users"."created_at", "users"."updated_at" from "user_organizations" inner join "users" on "user_organizations"."user_id" = "users"."id" where "user_organizations"."organization_id" = $1 order by "user_organizations"."joined_at" asc, "users"."id" asc;

-- organizations.countMembers
select count(*) as count from "user_organizations" where "user_organizations"."organization_id" = $1;
select count(*) as count from "user_organizations" where ("user_organizations"."organization_id" = $1 and "user_organizations"."user_id" not in (select "user_id" from "user_organizations" where "user_organizations"."organization_id" = $2));

-- organizations.setMemberRole
update "user_organizations" set "role" = $1 where ("user_organizations"."organization_id" = $2 and "user_organizations"."user_id" = $3) returning "id", "user_id", "organization_id", "role", "through_partner", "joined_at";

-- organizations.removeMember
delete from "user_organizations" where ("user_organizations"."organization_id" = $1 and "user_organizations"."user_id" = $2) returning "id";

-- organizations.endPartnerAccess
delete from "user_organizations" where ("user_organizations"."user_id" = $1 and "user_organizations"."through_partner" = $2 and "user_organizations"."organization_id" in (select "id" from "organizations" where "organizations"."partner_organization_id" = $3)) returning "organization_id";

-- organizations.membershipsOf
select "user_organizations"."id", "user_organizations"."user_id", "user_organizations"."organization_id", "user_organizations"."role", "user_organizations"."through_partner", "user_organizations"."joined_at", "organizations"."id", "organizations"."name", "organizations"."slug", "organizations"."owner_id", "organizations"."type", "organizations"."custom_domain", "organizations"."custom_domain_verified_at", "organizations"."logo_url", "organizations"."primary_color", "organizations"."secondary_color", "organizations"."custom_css", "organizations"."plan", "organizations"."max_businesses", "organizations"."max_users", "organizations"."allowed_directories", "organizations"."settings", "organizations"."is_active", "organizations"."partner_organization_id", "organizations"."created_at", "organizations"."updated_at" from "user_organizations" inner join "organizations" on "user_organizations"."organization_id" = "organizations"."id" where "user_organizations"."user_id" = $1 order by "user_organizations"."joined_at" asc, "organizations"."name" asc;
