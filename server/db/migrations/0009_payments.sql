CREATE TABLE "bill_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journal_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"biller_code" text NOT NULL,
	"subscriber_no" text NOT NULL,
	"source_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"standing_order_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "bill_payments_journalId_unique" UNIQUE("journal_id"),
	CONSTRAINT "bill_payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "billers" (
	"code" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"subscriber_pattern" text NOT NULL,
	"subscriber_check" text NOT NULL,
	"subscriber_label_tr" text NOT NULL,
	"subscriber_label_en" text NOT NULL,
	"issue_day" integer NOT NULL,
	"due_days" integer NOT NULL,
	"collection_account_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"biller_code" text NOT NULL,
	"subscriber_no" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"issued_at" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_id" uuid,
	CONSTRAINT "bills_billerCode_subscriberNo_period_unique" UNIQUE("biller_code","subscriber_no","period"),
	CONSTRAINT "bills_paid_has_payment" CHECK (("bills"."status" = 'Open') = ("bills"."payment_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "card_debt_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journal_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"rail" text NOT NULL,
	"credit_card_id" uuid,
	"transfer_id" uuid,
	"source_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "card_debt_payments_journalId_unique" UNIQUE("journal_id"),
	CONSTRAINT "card_debt_payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "credit_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"card_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"product_name" text NOT NULL,
	"card_limit" bigint NOT NULL,
	"debt_account_id" uuid NOT NULL,
	"statement_debt" bigint NOT NULL,
	"minimum_payment" bigint NOT NULL,
	"statement_date" date NOT NULL,
	"due_date" date NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "credit_cards_cardNumber_unique" UNIQUE("card_number"),
	CONSTRAINT "credit_cards_debtAccountId_unique" UNIQUE("debt_account_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"nickname" text NOT NULL,
	"biller_code" text,
	"subscriber_no" text,
	"card_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_payments_customerId_nickname_unique" UNIQUE("customer_id","nickname"),
	CONSTRAINT "saved_payments_target" CHECK (("saved_payments"."kind" = 'Bill' AND "saved_payments"."biller_code" IS NOT NULL AND "saved_payments"."subscriber_no" IS NOT NULL AND "saved_payments"."card_number" IS NULL)
        OR ("saved_payments"."kind" = 'CardDebt' AND "saved_payments"."card_number" IS NOT NULL AND "saved_payments"."biller_code" IS NULL AND "saved_payments"."subscriber_no" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "standing_order_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"attempt" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"journal_id" uuid,
	"transfer_id" uuid,
	"bill_payment_id" uuid,
	"amount" bigint,
	"currency" text,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "standing_order_runs_orderId_dueDate_attempt_unique" UNIQUE("order_id","due_date","attempt")
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"nickname" text NOT NULL,
	"source_account_id" uuid NOT NULL,
	"target" jsonb NOT NULL,
	"amount_mode" text NOT NULL,
	"amount" bigint,
	"currency" text NOT NULL,
	"description" text,
	"frequency" text NOT NULL,
	"interval_months" integer NOT NULL,
	"day_of_month" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"max_runs" integer,
	"runs_done" integer DEFAULT 0 NOT NULL,
	"next_due_date" date,
	"attempt" integer DEFAULT 0 NOT NULL,
	"retry_on" date,
	"noticed_for" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_biller_code_billers_code_fk" FOREIGN KEY ("biller_code") REFERENCES "public"."billers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_source_account_id_accounts_id_fk" FOREIGN KEY ("source_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billers" ADD CONSTRAINT "billers_collection_account_id_accounts_id_fk" FOREIGN KEY ("collection_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_biller_code_billers_code_fk" FOREIGN KEY ("biller_code") REFERENCES "public"."billers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_debt_payments" ADD CONSTRAINT "card_debt_payments_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_debt_payments" ADD CONSTRAINT "card_debt_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_debt_payments" ADD CONSTRAINT "card_debt_payments_credit_card_id_credit_cards_id_fk" FOREIGN KEY ("credit_card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_debt_payments" ADD CONSTRAINT "card_debt_payments_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_debt_payments" ADD CONSTRAINT "card_debt_payments_source_account_id_accounts_id_fk" FOREIGN KEY ("source_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_debt_account_id_accounts_id_fk" FOREIGN KEY ("debt_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payments" ADD CONSTRAINT "saved_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payments" ADD CONSTRAINT "saved_payments_biller_code_billers_code_fk" FOREIGN KEY ("biller_code") REFERENCES "public"."billers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_runs" ADD CONSTRAINT "standing_order_runs_order_id_standing_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."standing_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_runs" ADD CONSTRAINT "standing_order_runs_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_runs" ADD CONSTRAINT "standing_order_runs_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_runs" ADD CONSTRAINT "standing_order_runs_bill_payment_id_bill_payments_id_fk" FOREIGN KEY ("bill_payment_id") REFERENCES "public"."bill_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_source_account_id_accounts_id_fk" FOREIGN KEY ("source_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_payments_customer_id_created_at_index" ON "bill_payments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "card_debt_payments_customer_id_created_at_index" ON "card_debt_payments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_payments_customer_id_index" ON "saved_payments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "standing_order_runs_order_id_ran_at_index" ON "standing_order_runs" USING btree ("order_id","ran_at");--> statement-breakpoint
CREATE INDEX "standing_orders_customer_id_index" ON "standing_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "standing_orders_status_next_due_date_index" ON "standing_orders" USING btree ("status","next_due_date");--> statement-breakpoint
-- The engine learns the payments area's rows and guards (0007's commit_apply, extended):
-- rows of bill_payments, card_debt_payments, standing_order_runs and outbox (a notice sent with the
-- commit); a transition of a bill (Open to Paid, once); a step of a standing order (its due run and
-- attempt must still be the ones the scheduler read, and the order still active); the notice of a
-- run (sent once per due date).
CREATE OR REPLACE FUNCTION commit_apply(c jsonb) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
	v_at timestamptz := (c->>'at')::timestamptz;
	g jsonb;
	r jsonb;
BEGIN
	FOR g IN SELECT value FROM jsonb_array_elements(coalesce(c->'guards', '[]'::jsonb)) LOOP
		CASE g->>'kind'
		WHEN 'limit' THEN
			IF (g->>'amount')::bigint > (g->>'max')::bigint THEN
				RAISE EXCEPTION USING ERRCODE = 'EMN01', MESSAGE = g->>'refusal';
			END IF;
			INSERT INTO limit_usage AS u (customer_id, limit_code, period_start, used)
			VALUES ((g->>'customerId')::uuid, g->>'limitCode', (g->>'periodStart')::date, (g->>'amount')::bigint)
			ON CONFLICT (customer_id, limit_code, period_start) DO UPDATE SET used = u.used + EXCLUDED.used
			WHERE u.used + EXCLUDED.used <= (g->>'max')::bigint;
			IF NOT FOUND THEN
				RAISE EXCEPTION USING ERRCODE = 'EMN01', MESSAGE = g->>'refusal';
			END IF;
		WHEN 'limitRelease' THEN
			UPDATE limit_usage SET used = greatest(used - (g->>'amount')::bigint, 0)
			WHERE customer_id = (g->>'customerId')::uuid AND limit_code = g->>'limitCode'
				AND period_start = (g->>'periodStart')::date;
		WHEN 'quote' THEN
			UPDATE fx_quotes SET used_at = v_at
			WHERE id = (g->>'quoteId')::uuid AND used_at IS NULL AND expires_at > v_at
				AND customer_id IS NOT DISTINCT FROM (g->>'customerId')::uuid;
			IF NOT FOUND THEN
				RAISE EXCEPTION USING ERRCODE = 'EMN01', MESSAGE = g->>'refusal';
			END IF;
		WHEN 'transition' THEN
			-- Static SQL (its plan is kept): the columns a transition may set, the others as they are.
			CASE g->>'table'
			WHEN 'transfers' THEN
				UPDATE transfers t SET (status, transfer_type, scheduled_for, settled_at, settle_after, details) =
					(SELECT n.status, n.transfer_type, n.scheduled_for, n.settled_at, n.settle_after, n.details
					FROM jsonb_populate_record(t, g->'set') n)
				WHERE t.id = (g->>'id')::uuid AND t.status = ANY (ARRAY(SELECT jsonb_array_elements_text(g->'from')));
			WHEN 'bills' THEN
				UPDATE bills t SET (status, paid_at, payment_id) =
					(SELECT n.status, n.paid_at, n.payment_id FROM jsonb_populate_record(t, g->'set') n)
				WHERE t.id = (g->>'id')::uuid AND t.status = ANY (ARRAY(SELECT jsonb_array_elements_text(g->'from')));
			ELSE
				RAISE EXCEPTION 'commit_apply: % has no transitions', g->>'table';
			END CASE;
			IF NOT FOUND THEN
				RAISE EXCEPTION USING ERRCODE = 'EMN01', MESSAGE = g->>'refusal';
			END IF;
		WHEN 'orderStep' THEN
			-- g = { id, dueDate, attempt, set: { status, runsDone, nextDueDate, attempt, retryOn }, refusal }
			UPDATE standing_orders o SET (status, runs_done, next_due_date, attempt, retry_on, updated_at) =
				(SELECT n.status, n.runs_done, n.next_due_date, n.attempt, n.retry_on, v_at
				FROM jsonb_populate_record(o, g->'set') n)
			WHERE o.id = (g->>'id')::uuid AND o.status = 'Active' AND o.next_due_date = (g->>'dueDate')::date
				AND o.attempt = (g->>'attempt')::int;
			IF NOT FOUND THEN
				RAISE EXCEPTION USING ERRCODE = 'EMN01', MESSAGE = g->>'refusal';
			END IF;
		WHEN 'orderNotice' THEN
			-- g = { id, dueDate, refusal }: the 24-hour notice of a due run, once.
			UPDATE standing_orders o SET noticed_for = (g->>'dueDate')::date
			WHERE o.id = (g->>'id')::uuid AND o.status = 'Active' AND o.next_due_date = (g->>'dueDate')::date
				AND o.noticed_for IS DISTINCT FROM (g->>'dueDate')::date;
			IF NOT FOUND THEN
				RAISE EXCEPTION USING ERRCODE = 'EMN01', MESSAGE = g->>'refusal';
			END IF;
		ELSE
			RAISE EXCEPTION 'commit_apply: unknown guard %', g->>'kind';
		END CASE;
	END LOOP;
	IF c ? 'journal' THEN
		PERFORM ledger_post_header(c->'journal');
	END IF;
	-- Static SQL per product table (their plans are kept); a new product adds its table here.
	FOR r IN SELECT value FROM jsonb_array_elements(coalesce(c->'rows', '[]'::jsonb)) LOOP
		CASE r->>'table'
		WHEN 'transfers' THEN
			INSERT INTO transfers SELECT * FROM jsonb_populate_record(NULL::transfers, r->'row');
		WHEN 'accounts' THEN
			INSERT INTO accounts SELECT * FROM jsonb_populate_record(NULL::accounts, r->'row');
		WHEN 'bill_payments' THEN
			INSERT INTO bill_payments SELECT * FROM jsonb_populate_record(NULL::bill_payments, r->'row');
		WHEN 'card_debt_payments' THEN
			INSERT INTO card_debt_payments SELECT * FROM jsonb_populate_record(NULL::card_debt_payments, r->'row');
		WHEN 'standing_order_runs' THEN
			INSERT INTO standing_order_runs SELECT * FROM jsonb_populate_record(NULL::standing_order_runs, r->'row');
		WHEN 'outbox' THEN
			INSERT INTO outbox SELECT * FROM jsonb_populate_record(NULL::outbox, r->'row');
		ELSE
			RAISE EXCEPTION 'commit_apply: % is not a product table', r->>'table';
		END CASE;
	END LOOP;
	IF c ? 'journal' THEN
		PERFORM ledger_post_entries(c->'journal');
	END IF;
END
$fn$;
