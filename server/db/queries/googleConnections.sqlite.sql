-- googleConnections.find
select "organization_id", "refresh_token", "scopes", "connected_by_user_id", "connected_at", "needs_reconnect" from "google_connections" where "google_connections"."organization_id" = ?;

-- googleConnections.save
insert into "google_connections" ("organization_id", "refresh_token", "scopes", "connected_by_user_id", "connected_at", "needs_reconnect") values (?, ?, ?, ?, ?, ?) on conflict ("google_connections"."organization_id") do update set "refresh_token" = ?, "scopes" = ?, "connected_by_user_id" = ?, "connected_at" = ?, "needs_reconnect" = ?;

-- googleConnections.markNeedsReconnect
update "google_connections" set "needs_reconnect" = ? where "google_connections"."organization_id" = ?;

-- googleConnections.delete
delete from "google_connections" where "google_connections"."organization_id" = ? returning "organization_id";

-- googleConnections.listAll
select "organization_id", "refresh_token", "scopes", "connected_by_user_id", "connected_at", "needs_reconnect" from "google_connections" order by "google_connections"."organization_id" asc;

-- googleConnections.replaceRefreshToken
update "google_connections" set "refresh_token" = ? where "google_connections"."organization_id" = ? returning "organization_id";
