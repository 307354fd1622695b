-- organizations.createWithOwner
insert into "organizations" ("id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at") values (?, ?, ?, ?, ?, null, null, null, null, null, null, ?, ?, ?, ?, ?, ?, null, ?, ?) returning "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at";
insert into "user_organizations" ("id", "user_id", "organization_id", "role", "through_partner", "joined_at") values (?, ?, ?, ?, ?, ?);

-- organizations.findById
select "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at" from "organizations" where "organizations"."id" = ?;

-- organizations.findBySlug
select "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at" from "organizations" where "organizations"."slug" = ?;

-- organizations.findByProvenDomain
select "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at" from "organizations" where ("organizations"."custom_domain" = ? and "organizations"."custom_domain_verified_at" is not null);

-- organizations.update
update "organizations" set "custom_domain" = ?, "partner_organization_id" = ?, "updated_at" = ? where "organizations"."id" = ? returning "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at";

-- organizations.markCustomDomainVerified
update "organizations" set "custom_domain_verified_at" = ?, "updated_at" = ? where ("organizations"."id" = ? and "organizations"."custom_domain" = ?) returning "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at";

-- organizations.delete
delete from "organizations" where "organizations"."id" = ? returning "id";

-- organizations.search
select "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at" from "organizations" where (("organizations"."name" like ? escape '\' or "organizations"."slug" like ? escape '\') and "organizations"."plan" = ?) order by "organizations"."created_at" desc, "organizations"."id" asc limit ?;

-- organizations.count
select count(*) from "organizations";

-- organizations.clientsOf
select "id", "name", "slug", "owner_id", "type", "custom_domain", "custom_domain_verified_at", "logo_url", "primary_color", "secondary_color", "custom_css", "plan", "max_businesses", "max_users", "allowed_directories", "settings", "is_active", "partner_organization_id", "created_at", "updated_at" from "organizations" where "organizations"."partner_organization_id" = ? order by "organizations"."name" asc, "organizations"."id" asc;

-- organizations.addMember
insert into "user_organizations" ("id", "user_id", "organization_id", "role", "through_partner", "joined_at") values (?, ?, ?, ?, ?, ?) returning "id", "user_id", "organization_id", "role", "through_partner", "joined_at";

-- organizations.membership
select "id", "user_id", "organization_id", "role", "through_partner", "joined_at" from "user_organizations" where ("user_organizations"."user_id" = ? and "user_organizations"."organization_id" = ?);

-- organizations.members
select "user_organizations"."id", "user_organizations"."user_id", "user_organizations"."organization_id", "user_organizations"."role", "user_organizations"."through_partner", "user_organizations"."joined_at", "users"."id", "users"."email", "users"."username", "users"."password", "users"."name", "users"."role", "users"."email_verified", "users"."email_verification_token", "users"."email_verification_expires", "users"."reset_password_token", "users"."reset_password_expires", "users"."last_login", "users"."google_id", "users"."facebook_id", "users"."linkedin_id", "users"."avatar_url", "users"."provider", "users"."pending_email", "users"."disabled_at", "users"."created_at", "users"."updated_at" from "user_organizations" inner join "users" on "user_organizations"."user_id" = "users"."id" where "user_organizations"."organization_id" = ? order by "user_organizations"."joined_at" asc, "users"."id" asc;

-- organizations.countMembers
select count(*) from "user_organizations" where "user_organizations"."organization_id" = ?;
select count(*) from "user_organizations" where ("user_organizations"."organization_id" = ? and "user_organizations"."user_id" not in (select "user_id" from "user_organizations" where "user_organizations"."organization_id" = ?));

-- organizations.setMemberRole
update "user_organizations" set "role" = ? where ("user_organizations"."organization_id" = ? and "user_organizations"."user_id" = ?) returning "id", "user_id", "organization_id", "role", "through_partner", "joined_at";

-- organizations.removeMember
delete from "user_organizations" where ("user_organizations"."organization_id" = ? and "user_organizations"."user_id" = ?) returning "id";

-- organizations.endPartnerAccess
delete from "user_organizations" where ("user_organizations"."user_id" = ? and "user_organizations"."through_partner" = ? and "user_organizations"."organization_id" in (select "id" from "organizations" where "organizations"."partner_organization_id" = ?)) returning "organization_id";

-- organizations.membershipsOf
select "user_organizations"."id", "user_organizations"."user_id", "user_organizations"."organization_id", "user_organizations"."role", "user_organizations"."through_partner", "user_organizations"."joined_at", "organizations"."id", "organizations"."name", "organizations"."slug", "organizations"."owner_id", "organizations"."type", "organizations"."custom_domain", "organizations"."custom_domain_verified_at", "organizations"."logo_url", "organizations"."primary_color", "organizations"."secondary_color", "organizations"."custom_css", "organizations"."plan", "organizations"."max_businesses", "organizations"."max_users", "organizations"."allowed_directories", "organizations"."settings", "organizations"."is_active", "organizations"."partner_organization_id", "organizations"."created_at", "organizations"."updated_at" from "user_organizations" inner join "organizations" on "user_organizations"."organization_id" = "organizations"."id" where "user_organizations"."user_id" = ? order by "user_organizations"."joined_at" asc, "organizations"."name" asc;
