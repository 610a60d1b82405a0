CREATE TABLE "financing_installments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"financing_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"no" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"principal" bigint NOT NULL,
	"profit_share" bigint NOT NULL,
	"kkdf" bigint NOT NULL,
	"bsmv" bigint NOT NULL,
	"remaining_principal" bigint NOT NULL,
	"status" text NOT NULL,
	"late_charge_paid" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_id" uuid,
	CONSTRAINT "financing_installments_no" UNIQUE("financing_id","no")
);
--> statement-breakpoint
CREATE TABLE "financing_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"journal_id" uuid NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"asset" text NOT NULL,
	"principal" bigint NOT NULL,
	"total_profit_share" bigint NOT NULL,
	"monthly_rate" text NOT NULL,
	"kkdf_rate" text NOT NULL,
	"bsmv_rate" text NOT NULL,
	"term_months" integer NOT NULL,
	"start_date" date NOT NULL,
	"journal_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "financings_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "financing_installments" ADD CONSTRAINT "financing_installments_financing_id_financings_id_fk" FOREIGN KEY ("financing_id") REFERENCES "public"."financings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_installments" ADD CONSTRAINT "financing_installments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_payments" ADD CONSTRAINT "financing_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_payments" ADD CONSTRAINT "financing_payments_source_account_id_accounts_id_fk" FOREIGN KEY ("source_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_payments" ADD CONSTRAINT "financing_payments_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financings" ADD CONSTRAINT "financings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financings" ADD CONSTRAINT "financings_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financing_installments_customer_idx" ON "financing_installments" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "financing_payments_customer_idx" ON "financing_payments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "financings_customer_idx" ON "financings" USING btree ("customer_id");--> statement-breakpoint
-- The engine writes the area's rows (areaRow) and moves an installment Due -> Paid/Settled and a
-- financing Active -> Closed once (areaTransition): server/domain/financing/payment-product.ts.
INSERT INTO commit_tables (table_name, transition_columns, counter_columns)
VALUES ('financings', ARRAY['status', 'closed_at', 'updated_at'], NULL),
       ('financing_installments', ARRAY['status', 'paid_at', 'late_charge_paid', 'payment_id'], NULL),
       ('financing_payments', NULL, NULL);
