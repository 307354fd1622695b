-- reports.coverage
select "platform", count(*) filter (where "listings"."status" = $1), count(*) filter (where "listings"."status" in ($2, $3)), count(*) filter (where "listings"."status" = $4) from "listings" where ("listings"."organization_id" = $5 and "listings"."business_id" = $6) group by "listings"."platform" order by "listings"."platform" asc;

-- reports.issueEvents
select "discovered_at" from "citation_issues" where (("citation_issues"."organization_id" = $1 and "citation_issues"."business_id" = $2) and "citation_issues"."discovered_at" >= $3 and "citation_issues"."discovered_at" < $4) order by "citation_issues"."discovered_at" asc;
select "resolved_at" from "citation_issues" where (("citation_issues"."organization_id" = $1 and "citation_issues"."business_id" = $2) and "citation_issues"."resolved_at" >= $3 and "citation_issues"."resolved_at" < $4) order by "citation_issues"."resolved_at" asc;

-- reports.enrichment
select count(*) filter (where "businesses"."data_axle_infogroup_id" is not null), count(*) from "businesses" where "businesses"."organization_id" = $1;
