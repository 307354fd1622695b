-- Google Business Profile: an organization's connection (its refresh token, encrypted), the location confirmed for each
-- business, and Google's daily figures of linked locations, kept so reports ask Google only for days they lack.
CREATE TABLE "google_connections" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"refresh_token" text NOT NULL,
	"scopes" text NOT NULL,
	"connected_by_user_id" uuid,
	"connected_at" timestamp (3) with time zone NOT NULL,
	"needs_reconnect" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_daily_metrics" (
	"organization_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"location_name" text NOT NULL,
	"day" text NOT NULL,
	"desktop_maps" integer NOT NULL,
	"desktop_search" integer NOT NULL,
	"mobile_maps" integer NOT NULL,
	"mobile_search" integer NOT NULL,
	"website_clicks" integer NOT NULL,
	"call_clicks" integer NOT NULL,
	"direction_requests" integer NOT NULL,
	"fetched_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "google_daily_metrics_business_id_location_name_day_pk" PRIMARY KEY("business_id","location_name","day")
);
--> statement-breakpoint
CREATE TABLE "google_location_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"account_name" text NOT NULL,
	"location_name" text NOT NULL,
	"title" text NOT NULL,
	"address" text NOT NULL,
	"maps_url" text,
	"linked_by_user_id" uuid,
	"linked_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "google_connections" ADD CONSTRAINT "google_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_connections" ADD CONSTRAINT "google_connections_connected_by_user_id_users_id_fk" FOREIGN KEY ("connected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_daily_metrics" ADD CONSTRAINT "google_daily_metrics_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_daily_metrics" ADD CONSTRAINT "google_daily_metrics_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_location_links" ADD CONSTRAINT "google_location_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_location_links" ADD CONSTRAINT "google_location_links_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_location_links" ADD CONSTRAINT "google_location_links_linked_by_user_id_users_id_fk" FOREIGN KEY ("linked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "google_location_links_business_idx" ON "google_location_links" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "google_location_links_org_location_idx" ON "google_location_links" USING btree ("organization_id","location_name");