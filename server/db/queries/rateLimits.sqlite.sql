-- rateLimits.hit
insert into "rate_limits" ("key", "window_start", "count") values (?, ?, ?) on conflict ("rate_limits"."key") do update set "window_start" = case when "rate_limits"."window_start" <= ? then ? else "rate_limits"."window_start" end, "count" = case when "rate_limits"."window_start" <= ? then 1 else "rate_limits"."count" + 1 end returning "count", "window_start";

-- rateLimits.reset
delete from "rate_limits" where "rate_limits"."key" = ?;
