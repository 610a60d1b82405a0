CREATE TABLE "easy_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "easy_addresses_type_value_unique" UNIQUE("type","value")
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"customer_id" uuid NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_digest" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_records_customer_id_key_pk" PRIMARY KEY("customer_id","key")
);
--> statement-breakpoint
CREATE TABLE "registered_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registered_transactions_customerId_name_unique" UNIQUE("customer_id","name")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "alias" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "transfer_type" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "status" text DEFAULT 'Completed' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "amount" bigint;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "limit_amount_try" bigint;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "easy_addresses" ADD CONSTRAINT "easy_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "easy_addresses" ADD CONSTRAINT "easy_addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_records" ADD CONSTRAINT "idempotency_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registered_transactions" ADD CONSTRAINT "registered_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "easy_addresses_customer_id_index" ON "easy_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "easy_addresses_account_id_index" ON "easy_addresses" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "idempotency_records_created_at_index" ON "idempotency_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "registered_transactions_customer_id_index" ON "registered_transactions" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfers_customer_id_created_at_index" ON "transfers" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_status_index" ON "transfers" USING btree ("status");--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_reference_unique" UNIQUE("reference");