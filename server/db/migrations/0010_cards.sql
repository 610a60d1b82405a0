CREATE TABLE "card_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"product_name" text NOT NULL,
	"monthly_income" bigint,
	"occupation" text,
	"requested_limit" bigint,
	"approved_limit" bigint,
	"account_id" uuid,
	"delivery_address" text,
	"source_card_id" uuid,
	"card_id" uuid,
	"decision_reason" text,
	"timeline" jsonb NOT NULL,
	"next_step_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_applications_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "card_installments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"credit_card_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"statement_id" uuid,
	CONSTRAINT "card_installments_transactionId_number_unique" UNIQUE("transaction_id","number")
);
--> statement-breakpoint
CREATE TABLE "card_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_card_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"cutoff_date" date NOT NULL,
	"due_date" date NOT NULL,
	"previous_debt" bigint NOT NULL,
	"payments" bigint NOT NULL,
	"new_charges" bigint NOT NULL,
	"period_debt" bigint NOT NULL,
	"minimum_payment" bigint NOT NULL,
	"late_charge" bigint DEFAULT 0 NOT NULL,
	"journal_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_statements_creditCardId_cutoffDate_unique" UNIQUE("credit_card_id","cutoff_date")
);
--> statement-breakpoint
CREATE TABLE "card_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"credit_card_id" uuid,
	"journal_id" uuid,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"merchant" text NOT NULL,
	"channel" text NOT NULL,
	"abroad" boolean DEFAULT false NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"original_amount" bigint,
	"original_currency" text,
	"installments" integer DEFAULT 1 NOT NULL,
	"refund_of" uuid,
	"auth_code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"card_number" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"product_name" text NOT NULL,
	"nickname" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone,
	"account_id" uuid,
	"credit_card_id" uuid,
	"parent_card_id" uuid,
	"virtual_limit" bigint,
	"online_enabled" boolean DEFAULT false NOT NULL,
	"contactless_enabled" boolean DEFAULT true NOT NULL,
	"abroad_enabled" boolean DEFAULT false NOT NULL,
	"atm_abroad_enabled" boolean DEFAULT false NOT NULL,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	"daily_atm_limit" bigint NOT NULL,
	"daily_pos_limit" bigint NOT NULL,
	"daily_online_limit" bigint NOT NULL,
	"pin_hash" text,
	"pin_changed_at" timestamp with time zone,
	"replaces_card_id" uuid,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "cards_cardNumber_unique" UNIQUE("card_number"),
	CONSTRAINT "cards_credit_link" CHECK (("cards"."kind" = 'Debit' AND "cards"."credit_card_id" IS NULL) OR ("cards"."kind" <> 'Debit' AND "cards"."credit_card_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "birth_date" date;--> statement-breakpoint
-- The demo customers made before the cards area (the seed sets it for new databases).
UPDATE "customers" SET "birth_date" = '1986-03-14' WHERE "customer_number" = '1000146';--> statement-breakpoint
ALTER TABLE "credit_cards" ADD COLUMN "cutoff_day" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD COLUMN "next_cutoff_date" date;--> statement-breakpoint
-- A card made before the cards area: its next cut-off is a month after its last statement.
UPDATE "credit_cards" SET "next_cutoff_date" = ("statement_date" + interval '1 month')::date;--> statement-breakpoint
ALTER TABLE "credit_cards" ALTER COLUMN "next_cutoff_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD COLUMN "statement_preference" text DEFAULT 'Email' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_applications" ADD CONSTRAINT "card_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_applications" ADD CONSTRAINT "card_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_installments" ADD CONSTRAINT "card_installments_transaction_id_card_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."card_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_installments" ADD CONSTRAINT "card_installments_credit_card_id_credit_cards_id_fk" FOREIGN KEY ("credit_card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_statements" ADD CONSTRAINT "card_statements_credit_card_id_credit_cards_id_fk" FOREIGN KEY ("credit_card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_statements" ADD CONSTRAINT "card_statements_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_credit_card_id_credit_cards_id_fk" FOREIGN KEY ("credit_card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_credit_card_id_credit_cards_id_fk" FOREIGN KEY ("credit_card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_applications_customer_id_created_at_index" ON "card_applications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "card_applications_next_step_at_index" ON "card_applications" USING btree ("next_step_at");--> statement-breakpoint
CREATE INDEX "card_installments_credit_card_id_statement_id_index" ON "card_installments" USING btree ("credit_card_id","statement_id");--> statement-breakpoint
CREATE INDEX "card_transactions_card_id_created_at_index" ON "card_transactions" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "card_transactions_credit_card_id_created_at_index" ON "card_transactions" USING btree ("credit_card_id","created_at");--> statement-breakpoint
CREATE INDEX "cards_customer_id_kind_index" ON "cards" USING btree ("customer_id","kind");--> statement-breakpoint
CREATE INDEX "cards_credit_card_id_index" ON "cards" USING btree ("credit_card_id");
--> statement-breakpoint
-- The engine learns the cards area's rows and guards (0009's commit_apply, extended): rows of cards,
-- card_transactions, card_installments, card_statements, card_applications and credit_cards; a card's
-- transition (a state or a setting change, from the states it may be in); an application's step; a
-- card's use (Active, and a credit card's limit covers it, checked under the card's lock); a credit
-- card account's update (a statement run, once per cut-off); installments billed once.
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
			WHEN 'cards' THEN
				UPDATE cards t SET (status, status_reason, status_changed_at, nickname, account_id, virtual_limit,
						online_enabled, contactless_enabled, abroad_enabled, atm_abroad_enabled, notifications_enabled,
						daily_atm_limit, daily_pos_limit, daily_online_limit, pin_hash, pin_changed_at, expiry_month,
						expiry_year, closed_at) =
					(SELECT n.status, n.status_reason, n.status_changed_at, n.nickname, n.account_id, n.virtual_limit,
						n.online_enabled, n.contactless_enabled, n.abroad_enabled, n.atm_abroad_enabled,
						n.notifications_enabled, n.daily_atm_limit, n.daily_pos_limit, n.daily_online_limit, n.pin_hash,
						n.pin_changed_at, n.expiry_month, n.expiry_year, n.closed_at
					FROM jsonb_populate_record(t, g->'set') n)
				WHERE t.id = (g->>'id')::uuid AND t.status = ANY (ARRAY(SELECT jsonb_array_elements_text(g->'from')));
			WHEN 'card_applications' THEN
				UPDATE card_applications t SET (status, approved_limit, card_id, decision_reason, timeline, next_step_at,
						updated_at) =
					(SELECT n.status, n.approved_limit, n.card_id, n.decision_reason, n.timeline, n.next_step_at, n.updated_at
					FROM jsonb_populate_record(t, g->'set') n)
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
		WHEN 'cardUse' THEN
			-- g = { cardId, creditCardId, amount, refusalState, refusalLimit }: the card must be Active (its row
			-- locked, so a freeze waits or wins), and a credit card's limit must cover the amount. The limit is
			-- read after the credit card's row is locked, in a statement of its own (a fresh snapshot), so two
			-- purchases on one card see each other's postings.
			PERFORM 1 FROM cards WHERE id = (g->>'cardId')::uuid AND status = 'Active' FOR UPDATE;
			IF NOT FOUND THEN
				RAISE EXCEPTION USING ERRCODE = 'EMN01', MESSAGE = g->>'refusalState';
			END IF;
			IF g->>'creditCardId' IS NOT NULL THEN
				PERFORM 1 FROM credit_cards WHERE id = (g->>'creditCardId')::uuid AND closed_at IS NULL FOR UPDATE;
				IF NOT FOUND THEN
					RAISE EXCEPTION USING ERRCODE = 'EMN01', MESSAGE = g->>'refusalState';
				END IF;
				PERFORM 1 FROM credit_cards cc JOIN accounts a ON a.id = cc.debt_account_id
				WHERE cc.id = (g->>'creditCardId')::uuid AND cc.card_limit + a.balance >= (g->>'amount')::bigint;
				IF NOT FOUND THEN
					RAISE EXCEPTION USING ERRCODE = 'EMN01', MESSAGE = g->>'refusalLimit';
				END IF;
			END IF;
		WHEN 'creditCardUpdate' THEN
			-- g = { id, nextCutoffDate (the one the caller read, or null for any), set, refusal }: a statement
			-- run or a settings change of a credit card account, once per cut-off.
			UPDATE credit_cards t SET (card_limit, statement_debt, minimum_payment, statement_date, due_date,
					cutoff_day, next_cutoff_date, statement_preference, closed_at) =
				(SELECT n.card_limit, n.statement_debt, n.minimum_payment, n.statement_date, n.due_date,
					n.cutoff_day, n.next_cutoff_date, n.statement_preference, n.closed_at
				FROM jsonb_populate_record(t, g->'set') n)
			WHERE t.id = (g->>'id')::uuid
				AND (g->>'nextCutoffDate' IS NULL OR t.next_cutoff_date = (g->>'nextCutoffDate')::date);
			IF NOT FOUND THEN
				RAISE EXCEPTION USING ERRCODE = 'EMN01', MESSAGE = g->>'refusal';
			END IF;
		WHEN 'installmentsBilled' THEN
			-- g = { ids, statementId, refusal }: installments billed by a statement, each once.
			UPDATE card_installments SET statement_id = (g->>'statementId')::uuid
			WHERE id = ANY (ARRAY(SELECT (jsonb_array_elements_text(g->'ids'))::uuid)) AND statement_id IS NULL;
			IF (SELECT count(*) FROM jsonb_array_elements(g->'ids')) <> (SELECT count(*) FROM card_installments
					WHERE id = ANY (ARRAY(SELECT (jsonb_array_elements_text(g->'ids'))::uuid))
					AND statement_id = (g->>'statementId')::uuid) THEN
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
		WHEN 'cards' THEN
			INSERT INTO cards SELECT * FROM jsonb_populate_record(NULL::cards, r->'row');
		WHEN 'card_transactions' THEN
			INSERT INTO card_transactions SELECT * FROM jsonb_populate_record(NULL::card_transactions, r->'row');
		WHEN 'card_installments' THEN
			INSERT INTO card_installments SELECT * FROM jsonb_populate_record(NULL::card_installments, r->'row');
		WHEN 'card_statements' THEN
			INSERT INTO card_statements SELECT * FROM jsonb_populate_record(NULL::card_statements, r->'row');
		WHEN 'card_applications' THEN
			INSERT INTO card_applications SELECT * FROM jsonb_populate_record(NULL::card_applications, r->'row');
		WHEN 'credit_cards' THEN
			INSERT INTO credit_cards SELECT * FROM jsonb_populate_record(NULL::credit_cards, r->'row');
		ELSE
			RAISE EXCEPTION 'commit_apply: % is not a product table', r->>'table';
		END CASE;
	END LOOP;
	IF c ? 'journal' THEN
		PERFORM ledger_post_entries(c->'journal');
	END IF;
END
$fn$;
