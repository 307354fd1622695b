-- citationScans.latest
select "id", "organization_id", "business_id", "trigger", "scanned_at", "directories_checked", "directories_scored", "citations_found", "nap_score", "new_issues", "resolved_issues", "reopened_issues", "regressions", "open_issues", "simulated", "source_failures", "results", "seen_by" from "citation_scans" where ("citation_scans"."organization_id" = $1 and "citation_scans"."business_id" = $2) order by "citation_scans"."scanned_at" desc, "citation_scans"."id" desc limit $3;

-- citationScans.latestSeenBy
select "business_id", "seen_by" from "citation_scans" where ("citation_scans"."organization_id" = $1 and "citation_scans"."business_id" in ($2) and "citation_scans"."results" is not null) order by "citation_scans"."scanned_at" desc, "citation_scans"."id" desc;

-- citationScans.latestScores
select "business_id", "nap_score", "directories_scored", "scanned_at", "simulated" from (select "business_id", "nap_score", "directories_scored", "scanned_at", "simulated", row_number() over (partition by "business_id" order by "scanned_at" desc, "id" desc) as "scan_rank" from "citation_scans" where ("citation_scans"."organization_id" = $1 and "citation_scans"."business_id" = $2)) "ranked" where "scan_rank" = $3;

-- citationScans.history
select "business_id", "scanned_at", "nap_score", "directories_scored" from "citation_scans" where ("citation_scans"."organization_id" = $1 and "citation_scans"."scanned_at" >= $2 and "citation_scans"."business_id" = $3) order by "citation_scans"."scanned_at" asc, "citation_scans"."id" asc;
