-- rateLimits.hit
insert into "rate_limits" ("key", "window_start", "count") values ($1, $2, $3) on conflict ("key") do update set "window_start" = case when "rate_limits"."window_start" <= $4::timestamptz then $5::timestamptz else "rate_limits"."window_start" end, "count" = case when "rate_limits"."window_start" <= $6::timestamptz then 1 else "rate_limits"."count" + 1 end returning "count", "window_start";

-- rateLimits.reset
delete from "rate_limits" where "rate_limits"."key" = $1;
