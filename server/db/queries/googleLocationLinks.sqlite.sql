-- googleLocationLinks.list
select "id", "organization_id", "business_id", "account_name", "location_name", "title", "address", "maps_url", "linked_by_user_id", "linked_at" from "google_location_links" where "google_location_links"."organization_id" = ? order by "google_location_links"."linked_at" asc, "google_location_links"."id" asc;

-- googleLocationLinks.findByBusiness
select "id", "organization_id", "business_id", "account_name", "location_name", "title", "address", "maps_url", "linked_by_user_id", "linked_at" from "google_location_links" where ("google_location_links"."organization_id" = ? and "google_location_links"."business_id" = ?);

-- googleLocationLinks.save
insert into "google_location_links" ("id", "organization_id", "business_id", "account_name", "location_name", "title", "address", "maps_url", "linked_by_user_id", "linked_at") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict ("google_location_links"."business_id") do update set "organization_id" = ?, "account_name" = ?, "location_name" = ?, "title" = ?, "address" = ?, "maps_url" = ?, "linked_by_user_id" = ?, "linked_at" = ? returning "id", "organization_id", "business_id", "account_name", "location_name", "title", "address", "maps_url", "linked_by_user_id", "linked_at";

-- googleLocationLinks.delete
delete from "google_location_links" where ("google_location_links"."organization_id" = ? and "google_location_links"."business_id" = ?) returning "id";
