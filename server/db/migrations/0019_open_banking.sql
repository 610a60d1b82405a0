CREATE TABLE "ob_auth_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consent_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "ob_auth_codes_codeHash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "ob_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"status_code" text,
	"permissions" jsonb NOT NULL,
	"account_ids" jsonb NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"transactions_from" timestamp with time zone,
	"transactions_until" timestamp with time zone,
	"amount" bigint,
	"currency" text,
	"payee_iban" text,
	"payee_name" text,
	"description" text,
	"journal_id" uuid,
	"transfer_id" uuid,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"authorised_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ob_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_hash" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ob_providers_code_unique" UNIQUE("code"),
	CONSTRAINT "ob_providers_clientId_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "ob_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"consent_id" uuid,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ob_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "ob_auth_codes" ADD CONSTRAINT "ob_auth_codes_consent_id_ob_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."ob_consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ob_consents" ADD CONSTRAINT "ob_consents_provider_id_ob_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."ob_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ob_consents" ADD CONSTRAINT "ob_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ob_tokens" ADD CONSTRAINT "ob_tokens_provider_id_ob_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."ob_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ob_tokens" ADD CONSTRAINT "ob_tokens_consent_id_ob_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."ob_consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ob_auth_codes_consent_id_index" ON "ob_auth_codes" USING btree ("consent_id");--> statement-breakpoint
CREATE INDEX "ob_consents_customer_id_index" ON "ob_consents" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "ob_consents_provider_id_customer_id_index" ON "ob_consents" USING btree ("provider_id","customer_id");--> statement-breakpoint
CREATE INDEX "ob_tokens_consent_id_index" ON "ob_tokens" USING btree ("consent_id");--> statement-breakpoint
-- Open banking (issue 16): one live (Y or K) account-information consent per customer and provider.
CREATE UNIQUE INDEX "ob_consents_one_live_ais" ON "ob_consents" ("provider_id", "customer_id") WHERE "kind" = 'AIS' AND "status" IN ('Y', 'K');--> statement-breakpoint
-- Consents move and authorisation codes are issued by the decision engine.
INSERT INTO "commit_tables" ("table_name", "transition_columns", "counter_columns")
VALUES ('ob_consents', ARRAY['status', 'status_code', 'account_ids', 'authorised_at', 'updated_at', 'revoked_at', 'deleted', 'journal_id', 'transfer_id'], NULL),
       ('ob_auth_codes', NULL, NULL);
