CREATE TABLE "other_bank_consent_accounts" (
	"consent_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "other_bank_consent_accounts_consent_id_account_id_pk" PRIMARY KEY("consent_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "other_bank_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"permissions" text[] NOT NULL,
	"status" text NOT NULL,
	"status_code" text,
	"end_date" text NOT NULL,
	"renews_consent_id" uuid,
	"auth_token_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"authorised_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_other_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_code" text NOT NULL,
	"identity_number" text NOT NULL,
	"iban" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "sandbox_other_bank_accounts_iban_unique" UNIQUE("iban")
);
--> statement-breakpoint
CREATE TABLE "sandbox_other_bank_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_other_banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "other_bank_consent_accounts" ADD CONSTRAINT "other_bank_consent_accounts_consent_id_other_bank_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."other_bank_consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_bank_consent_accounts" ADD CONSTRAINT "other_bank_consent_accounts_account_id_sandbox_other_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sandbox_other_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_bank_consents" ADD CONSTRAINT "other_bank_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_bank_consents" ADD CONSTRAINT "other_bank_consents_bank_code_sandbox_other_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."sandbox_other_banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_other_bank_accounts" ADD CONSTRAINT "sandbox_other_bank_accounts_bank_code_sandbox_other_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."sandbox_other_banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_other_bank_transactions" ADD CONSTRAINT "sandbox_other_bank_transactions_account_id_sandbox_other_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sandbox_other_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "other_bank_consents_customer_id_index" ON "other_bank_consents" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "other_bank_consents_auth_token_hash_index" ON "other_bank_consents" USING btree ("auth_token_hash");--> statement-breakpoint
CREATE INDEX "sandbox_other_bank_accounts_bank_code_identity_number_index" ON "sandbox_other_bank_accounts" USING btree ("bank_code","identity_number");--> statement-breakpoint
CREATE INDEX "sandbox_other_bank_transactions_account_id_index" ON "sandbox_other_bank_transactions" USING btree ("account_id");