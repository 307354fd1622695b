-- listings.upsertMany
begin;
select "id" from "businesses" where "businesses"."id" in ($1) order by "businesses"."id" for no key update;
insert into "listings" ("id", "organization_id", "business_id", "platform", "platform_id", "status", "profile_url", "additional_urls", "last_sync_at", "error_message", "data_axle_submission_id", "data_axle_batch_id", "data_axle_directory", "published_at", "created_at", "updated_at", "written_json") values ($1, $2, $3, $4, default, $5, default, default, default, default, default, default, default, $6, default, default, default) on conflict ("business_id","platform") do update set "status" = excluded."status", "published_at" = excluded."published_at", "updated_at" = $7 returning "id", "organization_id", "business_id", "platform", "platform_id", "status", "profile_url", "additional_urls", "last_sync_at", "error_message", "data_axle_submission_id", "data_axle_batch_id", "data_axle_directory", "published_at", "created_at", "updated_at";
commit;

-- listings.list
select "organization_id", "businesses", "enriched_businesses", "listings", "published_listings", "citation_issues", "open_citation_issues", "data_version" from "organization_counts" where "organization_counts"."organization_id" = $1;
select "listings"."id", "listings"."organization_id", "listings"."business_id", "listings"."platform", "listings"."platform_id", "listings"."status", "listings"."profile_url", "listings"."additional_urls", "listings"."last_sync_at", "listings"."error_message", "listings"."data_axle_submission_id", "listings"."data_axle_batch_id", "listings"."data_axle_directory", "listings"."published_at", "listings"."created_at", "listings"."updated_at", "businesses"."name" from "listings" inner join "businesses" on "businesses"."id" = "listings"."business_id" where "listings"."organization_id" = $1 order by "listings"."updated_at" desc, "listings"."id" asc limit $2;
select "listings"."id", "listings"."organization_id", "listings"."business_id", "listings"."platform", "listings"."platform_id", "listings"."status", "listings"."profile_url", "listings"."additional_urls", "listings"."last_sync_at", "listings"."error_message", "listings"."data_axle_submission_id", "listings"."data_axle_batch_id", "listings"."data_axle_directory", "listings"."published_at", "listings"."created_at", "listings"."updated_at", "businesses"."name" from "listings" inner join "businesses" on "businesses"."id" = "listings"."business_id" where ("listings"."organization_id" = $1 and "listings"."status" = $2 and "listings"."business_id" in (select "businesses"."id" from "businesses"
        where "businesses"."organization_id" = $3 and "businesses"."name" ilike $4 escape '\')) order by "listings"."updated_at" desc, "listings"."id" asc limit $5;
select count(*) as count from "listings" where ("listings"."organization_id" = $1 and "listings"."status" = $2 and "listings"."business_id" in (select "businesses"."id" from "businesses"
        where "businesses"."organization_id" = $3 and "businesses"."name" ilike $4 escape '\'));

-- listings.listWritten
select "written_json" as "stored", (extract(epoch from "listings"."updated_at") * 1000)::bigint::text as "cursor_value", "id"::text as "id", (select "listings" from "organization_counts" where "organization_id" = $1) as "total", "platform" as "last" from "listings" where "listings"."organization_id" = $2 order by "listings"."updated_at" desc, "listings"."id" asc limit $3;
select coalesce("listings"."written_json", rtrim((select row_to_json(r)::text from (select "listings"."id" as "id", "listings"."business_id" as "businessId", (select "businesses"."name" from "businesses" where "businesses"."id" = "listings"."business_id") as "businessName", "listings"."platform" as "platform", "listings"."status" as "status", "listings"."profile_url" as "profileUrl", to_char("listings"."last_sync_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastSyncAt", "listings"."error_message" as "errorMessage", to_char("listings"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char("listings"."updated_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt") as r), '}')) || ',"directoryName":' || to_json(coalesce((select ($1)::jsonb) ->> "listings"."platform", "listings"."platform")::text)::text || '}', (extract(epoch from "listings"."updated_at") * 1000)::bigint::text, "id" from "listings" where ("listings"."organization_id" = $2 and "listings"."platform" = $3) order by "listings"."updated_at" desc, "listings"."id" asc limit $4;
select count(*) as count from "listings" where ("listings"."organization_id" = $1 and "listings"."platform" = $2);

-- listings.writeMissingJson
update "listings" set "updated_at" = "listings"."updated_at", "written_json" = rtrim((select row_to_json(r)::text from (select "listings"."id" as "id", "listings"."business_id" as "businessId", (select "businesses"."name" from "businesses" where "businesses"."id" = "listings"."business_id") as "businessName", "listings"."platform" as "platform", "listings"."status" as "status", "listings"."profile_url" as "profileUrl", to_char("listings"."last_sync_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastSyncAt", "listings"."error_message" as "errorMessage", to_char("listings"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char("listings"."updated_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt") as r), '}') where ("listings"."written_json" is null and "listings"."id" in (select "id" from "listings" where "listings"."written_json" is null order by "listings"."id" limit $1 for no key update skip locked)) returning "id";

-- listings.listByBusiness
select "id", "organization_id", "business_id", "platform", "platform_id", "status", "profile_url", "additional_urls", "last_sync_at", "error_message", "data_axle_submission_id", "data_axle_batch_id", "data_axle_directory", "published_at", "created_at", "updated_at" from "listings" where ("listings"."organization_id" = $1 and "listings"."business_id" = $2) order by "listings"."platform" asc;

-- listings.batch
select "listings"."id", "listings"."organization_id", "listings"."business_id", "listings"."platform", "listings"."platform_id", "listings"."status", "listings"."profile_url", "listings"."additional_urls", "listings"."last_sync_at", "listings"."error_message", "listings"."data_axle_submission_id", "listings"."data_axle_batch_id", "listings"."data_axle_directory", "listings"."published_at", "listings"."created_at", "listings"."updated_at", "businesses"."name" from "listings" inner join "businesses" on "businesses"."id" = "listings"."business_id" where ("listings"."organization_id" = $1 and "listings"."business_id" = $2 and "listings"."status" in ($3) and "listings"."id" > $4) order by "listings"."id" asc limit $5;

-- listings.updateMany
begin;
select distinct "business_id" from "listings" where ("listings"."organization_id" = $1 and "listings"."id" in ($2));
select "id" from "businesses" where "businesses"."id" in ($1) order by "businesses"."id" for no key update;
with "changed" ("id", "error_message", "status") as (values (cast($1 as uuid), cast($2 as text), cast($3 as text)))
    update "listings" set "error_message" = "changed"."error_message", "status" = "changed"."status", "updated_at" = cast($4 as timestamp (3) with time zone) from "changed"
    where "listings"."id" = "changed"."id" and "listings"."organization_id" = $5;
commit;

-- listings.summary
select "status", count(*), max("last_sync_at") from "listings" where "listings"."organization_id" = $1 group by "listings"."status";

-- listings.countsByPlatform
select "platform", count(*) filter (where "listings"."status" = $1), count(*) filter (where "listings"."status" in ($2, $3)), count(*) filter (where "listings"."status" = $4) from "listings" where "listings"."organization_id" = $5 group by "listings"."platform";
