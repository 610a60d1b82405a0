CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_bins" (
	"bin" text PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"brand" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_code" text NOT NULL,
	"branch_code" text NOT NULL,
	"account_number" text NOT NULL,
	"iban" text NOT NULL,
	"holder_name" text NOT NULL,
	CONSTRAINT "external_accounts_iban_unique" UNIQUE("iban"),
	CONSTRAINT "external_accounts_bankCode_branchCode_accountNumber_unique" UNIQUE("bank_code","branch_code","account_number")
);
--> statement-breakpoint
CREATE TABLE "external_cards" (
	"card_number" text PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_easy_addresses" (
	"type" text NOT NULL,
	"value" text NOT NULL,
	"external_account_id" uuid NOT NULL,
	CONSTRAINT "external_easy_addresses_type_value_pk" PRIMARY KEY("type","value")
);
--> statement-breakpoint
CREATE TABLE "fx_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"source_currency" text NOT NULL,
	"target_currency" text NOT NULL,
	"source_amount" bigint NOT NULL,
	"target_amount" bigint NOT NULL,
	"rate" text NOT NULL,
	"mid_rate" text NOT NULL,
	"spread_percent" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_wallets" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"wallet_code" text NOT NULL,
	"wallet_number" text NOT NULL,
	"holder_name" text NOT NULL,
	CONSTRAINT "wallet_accounts_wallet_code_wallet_number_pk" PRIMARY KEY("wallet_code","wallet_number")
);
--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "settle_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_bins" ADD CONSTRAINT "card_bins_bank_code_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_accounts" ADD CONSTRAINT "external_accounts_bank_code_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_easy_addresses" ADD CONSTRAINT "external_easy_addresses_external_account_id_external_accounts_id_fk" FOREIGN KEY ("external_account_id") REFERENCES "public"."external_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_quotes" ADD CONSTRAINT "fx_quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_wallet_code_payment_wallets_code_fk" FOREIGN KEY ("wallet_code") REFERENCES "public"."payment_wallets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fx_quotes_created_at_index" ON "fx_quotes" USING btree ("created_at");