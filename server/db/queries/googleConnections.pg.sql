-- googleConnections.find
select "organization_id", "refresh_token", "scopes", "connected_by_user_id", "connected_at", "needs_reconnect" from "google_connections" where "google_connections"."organization_id" = $1;

-- googleConnections.save
insert into "google_connections" ("organization_id", "refresh_token", "scopes", "connected_by_user_id", "connected_at", "needs_reconnect") values ($1, $2, $3, $4, $5, $6) on conflict ("organization_id") do update set "refresh_token" = $7, "scopes" = $8, "connected_by_user_id" = $9, "connected_at" = $10, "needs_reconnect" = $11;

-- googleConnections.markNeedsReconnect
update "google_connections" set "needs_reconnect" = $1 where "google_connections"."organization_id" = $2;

-- googleConnections.delete
delete from "google_connections" where "google_connections"."organization_id" = $1 returning "organization_id";

-- googleConnections.listAll
select "organization_id", "refresh_token", "scopes", "connected_by_user_id", "connected_at", "needs_reconnect" from "google_connections" order by "google_connections"."organization_id" asc;

-- googleConnections.replaceRefreshToken
update "google_connections" set "refresh_token" = $1 where "google_connections"."organization_id" = $2 returning "organization_id";
