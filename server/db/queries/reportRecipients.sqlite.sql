-- reportRecipients.find
select "id", "organization_id", "email", "status", "token", "token_expires_at", "requested_at", "answered_at" from "report_recipients" where ("report_recipients"."organization_id" = ? and "report_recipients"."email" in (?));

-- reportRecipients.request
insert into "report_recipients" ("id", "organization_id", "email", "status", "token", "token_expires_at", "requested_at", "answered_at") values (?, ?, ?, ?, ?, ?, ?, null) on conflict ("report_recipients"."organization_id", "report_recipients"."email") do update set "token" = ?, "token_expires_at" = ?, "requested_at" = ? where ("report_recipients"."status" = ? and ("report_recipients"."token_expires_at" is null or "report_recipients"."token_expires_at" <= ?)) returning "id";

-- reportRecipients.findByToken
select "id", "organization_id", "email", "status", "token", "token_expires_at", "requested_at", "answered_at" from "report_recipients" where ("report_recipients"."token" = ? and "report_recipients"."token_expires_at" > ?);

-- reportRecipients.answer
update "report_recipients" set "status" = ?, "token" = ?, "token_expires_at" = ?, "answered_at" = ? where (("report_recipients"."token" = ? and "report_recipients"."token_expires_at" > ?) and "report_recipients"."status" = ?) returning "id", "organization_id", "email", "status", "token", "token_expires_at", "requested_at", "answered_at";

-- reportRecipients.setToken
update "report_recipients" set "token" = ?, "token_expires_at" = ? where ("report_recipients"."organization_id" = ? and "report_recipients"."email" = ? and "report_recipients"."status" = ?) returning "id";
