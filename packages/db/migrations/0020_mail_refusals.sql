CREATE TABLE "mail_refusals" (
	"address" text PRIMARY KEY NOT NULL,
	"refused_at" timestamp with time zone NOT NULL,
	"response_code" integer NOT NULL,
	"response" text NOT NULL,
	"message_key" text NOT NULL,
	CONSTRAINT "mail_refusals_address_lowercase_check" CHECK ("mail_refusals"."address" = lower("mail_refusals"."address")),
	CONSTRAINT "mail_refusals_response_code_check" CHECK ("mail_refusals"."response_code" between 500 and 599)
);
