-- googleLocationLinks.list
select "id", "organization_id", "business_id", "account_name", "location_name", "title", "address", "maps_url", "linked_by_user_id", "linked_at" from "google_location_links" where "google_location_links"."organization_id" = $1 order by "google_location_links"."linked_at" asc, "google_location_links"."id" asc;

-- googleLocationLinks.findByBusiness
select "id", "organization_id", "business_id", "account_name", "location_name", "title", "address", "maps_url", "linked_by_user_id", "linked_at" from "google_location_links" where ("google_location_links"."organization_id" = $1 and "google_location_links"."business_id" = $2);

-- googleLocationLinks.save
insert into "google_location_links" ("id", "organization_id", "business_id", "account_name", "location_name", "title", "address", "maps_url", "linked_by_user_id", "linked_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict ("business_id") do update set "organization_id" = $11, "account_name" = $12, "location_name" = $13, "title" = $14, "address" = $15, "maps_url" = $16, "linked_by_user_id" = $17, "linked_at" = $18 returning "id", "organization_id", "business_id", "account_name", "location_name", "title", "address", "maps_url", "linked_by_user_id", "linked_at";

-- googleLocationLinks.delete
delete from "google_location_links" where ("google_location_links"."organization_id" = $1 and "google_location_links"."business_id" = $2) returning "id";
