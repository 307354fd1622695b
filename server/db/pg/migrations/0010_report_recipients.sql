-- Report emails go only to members and to outside addresses that confirmed they want them: this keeps each
-- organization's asked addresses and their answers, so the report mail cannot be aimed at strangers.
CREATE TABLE "report_recipients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token" text,
	"token_expires_at" timestamp (3) with time zone,
	"requested_at" timestamp (3) with time zone NOT NULL,
	"answered_at" timestamp (3) with time zone,
	CONSTRAINT "report_recipients_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "report_recipients" ADD CONSTRAINT "report_recipients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_recipients_org_email_idx" ON "report_recipients" USING btree ("organization_id","email");