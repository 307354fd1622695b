-- reportRecipients.find
select "id", "organization_id", "email", "status", "token", "token_expires_at", "requested_at", "answered_at" from "report_recipients" where ("report_recipients"."organization_id" = $1 and "report_recipients"."email" in ($2));

-- reportRecipients.request
insert into "report_recipients" ("id", "organization_id", "email", "status", "token", "token_expires_at", "requested_at", "answered_at") values ($1, $2, $3, $4, $5, $6, $7, default) on conflict ("organization_id","email") do update set "token" = $8, "token_expires_at" = $9, "requested_at" = $10 where ("report_recipients"."status" = $11 and ("report_recipients"."token_expires_at" is null or "report_recipients"."token_expires_at" <= $12)) returning "id";

-- reportRecipients.findByToken
select "id", "organization_id", "email", "status", "token", "token_expires_at", "requested_at", "answered_at" from "report_recipients" where ("report_recipients"."token" = $1 and "report_recipients"."token_expires_at" > $2);

-- reportRecipients.answer
update "report_recipients" set "status" = $1, "token" = $2, "token_expires_at" = $3, "answered_at" = $4 where (("report_recipients"."token" = $5 and "report_recipients"."token_expires_at" > $6) and "report_recipients"."status" = $7) returning "id", "organization_id", "email", "status", "token", "token_expires_at", "requested_at", "answered_at";

-- reportRecipients.setToken
update "report_recipients" set "token" = $1, "token_expires_at" = $2 where ("report_recipients"."organization_id" = $3 and "report_recipients"."email" = $4 and "report_recipients"."status" = $5) returning "id";
