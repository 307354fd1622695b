-- citationListingMarks.list
select "id", "organization_id", "business_id", "kind", "directory", "url", "source", "listing_id", "created_by_user_id", "created_at" from "citation_listing_marks" where ("citation_listing_marks"."organization_id" = $1 and "citation_listing_marks"."business_id" = $2) order by "citation_listing_marks"."created_at" asc, "citation_listing_marks"."id" asc;

-- citationListingMarks.add
insert into "citation_listing_marks" ("id", "organization_id", "business_id", "kind", "directory", "url", "source", "listing_id", "created_by_user_id", "created_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, default) returning "id", "organization_id", "business_id", "kind", "directory", "url", "source", "listing_id", "created_by_user_id", "created_at";

-- citationListingMarks.delete
delete from "citation_listing_marks" where ("citation_listing_marks"."id" = $1 and "citation_listing_marks"."organization_id" = $2 and "citation_listing_marks"."business_id" = $3) returning "id";
