CREATE TABLE "payment_gateway_challenge" (
	"challenge_hash" varchar(64) PRIMARY KEY NOT NULL,
	"brand" varchar(32) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"outcome" varchar(32) NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"state" varchar(256) DEFAULT '' NOT NULL,
	"locale" varchar(2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"result" varchar(16),
	CONSTRAINT "payment_gateway_challenge_result_ck" CHECK ("payment_gateway_challenge"."result" is null or "payment_gateway_challenge"."result" in ('authenticated', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "payment_gateway_charge" (
	"charge_id" varchar(40) PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"reference" varchar(64) NOT NULL,
	"status" varchar(16) NOT NULL,
	"decline_reason" varchar(32),
	"brand" varchar(32) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_gateway_charge_status_ck" CHECK ("payment_gateway_charge"."status" in ('approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "payment_gateway_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"brand" varchar(32) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"outcome" varchar(32) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "payment_gateway_token_outcome_ck" CHECK ("payment_gateway_token"."outcome" in ('approved', 'card_declined', 'insufficient_funds'))
);
--> statement-breakpoint
ALTER TABLE "payment_gateway_charge" ADD CONSTRAINT "payment_gateway_charge_token_hash_payment_gateway_token_token_hash_fk" FOREIGN KEY ("token_hash") REFERENCES "public"."payment_gateway_token"("token_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateway_charge_token_uq" ON "payment_gateway_charge" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "payment_gateway_charge_reference_idx" ON "payment_gateway_charge" USING btree ("reference");