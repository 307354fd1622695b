-- reports.coverage
select "platform", count(*) filter (where "listings"."status" = ?), count(*) filter (where "listings"."status" in (?, ?)), count(*) filter (where "listings"."status" = ?) from "listings" where ("listings"."organization_id" = ? and "listings"."business_id" = ?) group by "listings"."platform" order by "listings"."platform" asc;

-- reports.issueEvents
select "discovered_at" from "citation_issues" where (("citation_issues"."organization_id" = ? and "citation_issues"."business_id" = ?) and "citation_issues"."discovered_at" >= ? and "citation_issues"."discovered_at" < ?) order by "citation_issues"."discovered_at" asc;
select "resolved_at" from "citation_issues" where (("citation_issues"."organization_id" = ? and "citation_issues"."business_id" = ?) and "citation_issues"."resolved_at" >= ? and "citation_issues"."resolved_at" < ?) order by "citation_issues"."resolved_at" asc;

-- reports.enrichment
select count(*) filter (where "businesses"."data_axle_infogroup_id" is not null), count(*) from "businesses" where "businesses"."organization_id" = ?;
