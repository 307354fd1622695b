-- citationListingMarks.list
select "id", "organization_id", "business_id", "kind", "directory", "url", "source", "listing_id", "created_by_user_id", "created_at" from "citation_listing_marks" where ("citation_listing_marks"."organization_id" = ? and "citation_listing_marks"."business_id" = ?) order by "citation_listing_marks"."created_at" asc, "citation_listing_marks"."id" asc;

-- citationListingMarks.add
insert into "citation_listing_marks" ("id", "organization_id", "business_id", "kind", "directory", "url", "source", "listing_id", "created_by_user_id", "created_at") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id", "organization_id", "business_id", "kind", "directory", "url", "source", "listing_id", "created_by_user_id", "created_at";

-- citationListingMarks.delete
delete from "citation_listing_marks" where ("citation_listing_marks"."id" = ? and "citation_listing_marks"."organization_id" = ? and "citation_listing_marks"."business_id" = ?) returning "id";
