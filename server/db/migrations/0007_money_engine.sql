-- The money engine (issue 10). Written by hand over drizzle-kit's table changes, so existing data moves:
-- 1. journal: one row per money movement of any product (the old transfers rows, every one of them);
--    ledger_entries reference it and say why each entry moved money (code).
-- 2. transfers keeps only customers' transfers, each referencing the journal that moved its money.
-- 3. decisions replace idempotency_records: per (customer, key) the challenge while a code is awaited,
--    then the final outcome (success or refusal) every retry gets again.
-- 4. limit_usage: the daily transfer limit as a counter raised inside the commit.
-- 5. The engine's functions: ledger_post_header/ledger_post_entries/ledger_post, commit_apply,
--    decision_challenge, decision_commit (one round trip each; see server/domain/ledger and decisions).
CREATE TABLE "journal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"customer_id" uuid,
	"related_journal_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"value_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "journal" ("id", "kind", "description", "customer_id", "created_at", "value_date")
SELECT "id",
	CASE
		WHEN "customer_id" IS NOT NULL AND "details"->>'targetMode' = 'SecurePayment' THEN 'SecurePaymentHold'
		WHEN "customer_id" IS NOT NULL AND "transfer_type" IN ('Remittance', 'Virement', 'EFT', 'FAST') THEN "transfer_type"
		WHEN "kind" = 'SETTLEMENT' THEN 'Settlement'
		WHEN "kind" = 'SECURE_PAYMENT_RELEASE' THEN 'SecurePaymentRelease'
		WHEN "kind" = 'SECURE_PAYMENT_CANCEL' THEN 'SecurePaymentCancel'
		WHEN "kind" IN ('AccountOpening', 'Remittance', 'Virement', 'EFT', 'FAST', 'ProfitShare', 'BillPayment', 'CardSpending') THEN "kind"
		ELSE 'Funding'
	END,
	"description", "customer_id", "created_at", "value_date"
FROM "transfers";
--> statement-breakpoint
ALTER TABLE "journal" ADD CONSTRAINT "journal_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal" ADD CONSTRAINT "journal_related_journal_id_journal_id_fk" FOREIGN KEY ("related_journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_customer_id_created_at_index" ON "journal" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "journal_related_journal_id_index" ON "journal" USING btree ("related_journal_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transfer_id_transfers_id_fk";--> statement-breakpoint
DROP INDEX "ledger_entries_transfer_id_index";--> statement-breakpoint
ALTER TABLE "ledger_entries" RENAME COLUMN "transfer_id" TO "journal_id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_id_index" ON "ledger_entries" USING btree ("journal_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "code" text;--> statement-breakpoint
-- Why each existing entry moved money, from its journal and account (fees were posted as "<text> ücreti").
UPDATE "ledger_entries" e SET "code" = CASE
		WHEN j."kind" = 'Settlement' THEN 'settlement'
		WHEN e."description" LIKE '% ücreti' THEN 'fee'
		WHEN j."kind" = 'SecurePaymentHold' THEN 'escrow_hold'
		WHEN j."kind" IN ('SecurePaymentRelease', 'SecurePaymentCancel') THEN 'escrow_release'
		WHEN j."kind" = 'ProfitShare' THEN 'profit_share'
		WHEN j."kind" = 'Funding' THEN 'funding'
		WHEN EXISTS (
			SELECT 1 FROM "ledger_entries" f JOIN "accounts" a ON a."id" = f."account_id"
			WHERE f."journal_id" = e."journal_id" AND a."account_number" LIKE 'GL-FX-%'
		) THEN 'fx_leg'
		WHEN j."customer_id" IS NOT NULL AND j."kind" IN ('EFT', 'FAST') THEN 'clearing'
		ELSE 'payment'
	END
FROM "journal" j WHERE j."id" = e."journal_id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
-- transfers: customers' transfers only, each with its journal (same id as before).
ALTER TABLE "transfers" ADD COLUMN "journal_id" uuid;--> statement-breakpoint
UPDATE "transfers" SET "journal_id" = "id";--> statement-breakpoint
DELETE FROM "transfers"
WHERE "customer_id" IS NULL OR "transfer_type" IS NULL OR "reference" IS NULL OR "amount" IS NULL
	OR "currency" IS NULL OR "details" IS NULL;--> statement-breakpoint
UPDATE "transfers" SET "limit_amount_try" = 0 WHERE "limit_amount_try" IS NULL;--> statement-breakpoint
ALTER TABLE "transfers" DROP CONSTRAINT "transfers_idempotencyKey_unique";--> statement-breakpoint
ALTER TABLE "transfers" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "transfers" DROP COLUMN "value_date";--> statement-breakpoint
ALTER TABLE "transfers" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "transfers" ALTER COLUMN "journal_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ALTER COLUMN "transfer_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "transfers" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ALTER COLUMN "amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ALTER COLUMN "limit_amount_try" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ALTER COLUMN "details" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_journalId_unique" UNIQUE("journal_id");--> statement-breakpoint
-- decisions: the idempotency records become final decisions (their answers as outcomes, texts in Turkish).
CREATE TABLE "decisions" (
	"customer_id" uuid NOT NULL,
	"key" text NOT NULL,
	"session_id" uuid,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_digest" text NOT NULL,
	"state" text NOT NULL,
	"product" text NOT NULL,
	"language" text NOT NULL,
	"facts" jsonb,
	"challenge_reference" text,
	"challenge_channel" text,
	"challenge_code_hash" text,
	"challenge_attempts" integer DEFAULT 0 NOT NULL,
	"challenge_expires_at" timestamp with time zone,
	"challenge_voided_at" timestamp with time zone,
	"outcome" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "decisions_customer_id_key_pk" PRIMARY KEY("customer_id","key"),
	CONSTRAINT "decisions_challengeReference_unique" UNIQUE("challenge_reference")
);
--> statement-breakpoint
INSERT INTO "decisions" ("customer_id", "key", "method", "path", "request_digest", "state", "product", "language", "outcome", "created_at", "updated_at")
SELECT "customer_id", "key", "method", "path", "request_digest", 'done', "path", 'tur',
	CASE WHEN "response_body"->>'status' = 'success'
		THEN jsonb_build_object('ok', true, 'actionCode', coalesce("response_body"->'actionCode', '0'::jsonb), 'data', "response_body"->'data')
		ELSE jsonb_build_object('ok', false, 'actionCode', coalesce("response_body"->'actionCode', '0'::jsonb), 'codes',
			(SELECT coalesce(jsonb_agg(m->'code'), '[]'::jsonb) FROM jsonb_array_elements(coalesce("response_body"->'messages', '[]'::jsonb)) m))
	END,
	"created_at", "created_at"
FROM "idempotency_records";
--> statement-breakpoint
DROP TABLE "idempotency_records" CASCADE;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decisions_created_at_index" ON "decisions" USING btree ("created_at");--> statement-breakpoint
-- limit_usage: today's (and earlier days') transfers against the daily limit, per Istanbul day (UTC+3).
CREATE TABLE "limit_usage" (
	"customer_id" uuid NOT NULL,
	"limit_code" text NOT NULL,
	"period_start" date NOT NULL,
	"used" bigint NOT NULL,
	CONSTRAINT "limit_usage_customer_id_limit_code_period_start_pk" PRIMARY KEY("customer_id","limit_code","period_start")
);
--> statement-breakpoint
INSERT INTO "limit_usage" ("customer_id", "limit_code", "period_start", "used")
SELECT "customer_id", 'daily-transfer', (("created_at" AT TIME ZONE 'UTC') + interval '3 hours')::date, sum("limit_amount_try")
FROM "transfers"
WHERE "status" NOT IN ('Cancelled', 'Returned') AND "limit_amount_try" > 0
GROUP BY 1, 2, 3;
--> statement-breakpoint
ALTER TABLE "limit_usage" ADD CONSTRAINT "limit_usage_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A journal's row. j: { id, kind, description, customerId, relatedJournalId, createdAt, valueDate, entries }.
CREATE OR REPLACE FUNCTION ledger_post_header(j jsonb) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
	INSERT INTO journal (id, kind, description, customer_id, related_journal_id, created_at, value_date)
	VALUES ((j->>'id')::uuid, j->>'kind', j->>'description', (j->>'customerId')::uuid, (j->>'relatedJournalId')::uuid,
		(j->>'createdAt')::timestamptz, coalesce((j->>'valueDate')::timestamptz, (j->>'createdAt')::timestamptz));
END
$fn$;
--> statement-breakpoint
-- A journal's entries: [{ accountId, currency, amount (signed minor units), code, description, counterparty }].
-- Each currency nets to zero; the accounts are locked in id order; a customer account never goes below
-- zero, a closed one never moves, each entry's currency is its account's. A refusal raises SQLSTATE EMN02
-- with the reason (ledger.insufficientFunds…) as the message and the account id as the detail.
-- The entries are read from the JSON once, into arrays the later statements unnest.
CREATE OR REPLACE FUNCTION ledger_post_entries(j jsonb) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
	v_ids uuid[];
	v_currencies text[];
	v_amounts bigint[];
	v_codes text[];
	v_texts text[];
	v_parties text[];
	v_accounts uuid[];
	v_deltas bigint[];
	v_delta_currencies text[];
	v_updated uuid[];
	v_balances bigint[];
	v_account uuid;
	v_problem text;
BEGIN
	SELECT array_agg((e->>'accountId')::uuid ORDER BY n), array_agg(e->>'currency' ORDER BY n),
		array_agg((e->>'amount')::bigint ORDER BY n), array_agg(e->>'code' ORDER BY n),
		array_agg(e->>'description' ORDER BY n), array_agg(e->>'counterparty' ORDER BY n)
	INTO v_ids, v_currencies, v_amounts, v_codes, v_texts, v_parties
	FROM jsonb_array_elements(j->'entries') WITH ORDINALITY AS t(e, n);
	IF coalesce(cardinality(v_ids), 0) < 2 OR array_position(v_amounts, NULL) IS NOT NULL OR 0 = ANY (v_amounts)
		OR EXISTS (SELECT 1 FROM unnest(v_currencies, v_amounts) AS x(c, a) GROUP BY c HAVING sum(a) <> 0)
	THEN
		RAISE EXCEPTION USING ERRCODE = 'EMN02', MESSAGE = 'ledger.unbalanced';
	END IF;
	-- What each account moves in all, in account order.
	SELECT array_agg(a ORDER BY a), array_agg(d ORDER BY a), array_agg(c ORDER BY a)
	INTO v_accounts, v_deltas, v_delta_currencies
	FROM (SELECT a, min(c) AS c, sum(x) AS d FROM unnest(v_ids, v_currencies, v_amounts) AS u(a, c, x) GROUP BY a) g;
	-- Locked in one order, so two journals never wait on each other in a circle.
	PERFORM 1 FROM accounts WHERE id = ANY (v_accounts) ORDER BY id FOR NO KEY UPDATE;
	WITH u AS (
		UPDATE accounts a SET balance = a.balance + d.delta
		FROM unnest(v_accounts, v_deltas, v_delta_currencies) AS d(id, delta, currency)
		WHERE a.id = d.id AND a.currency = d.currency AND a.closed_at IS NULL
			AND (a.is_internal OR d.delta >= 0 OR a.balance + d.delta >= 0)
		RETURNING a.id, a.balance
	)
	SELECT array_agg(id), array_agg(balance) INTO v_updated, v_balances FROM u;
	IF coalesce(cardinality(v_updated), 0) <> cardinality(v_accounts) THEN
		SELECT d.id,
			CASE WHEN a.id IS NULL THEN 'ledger.unknownAccount'
				WHEN a.currency <> d.currency THEN 'ledger.currencyMismatch'
				WHEN a.closed_at IS NOT NULL THEN 'ledger.accountClosed'
				ELSE 'ledger.insufficientFunds' END
		INTO v_account, v_problem
		FROM unnest(v_accounts, v_delta_currencies) AS d(id, currency)
		LEFT JOIN accounts a ON a.id = d.id
		WHERE NOT (d.id = ANY (coalesce(v_updated, '{}')))
		ORDER BY d.id LIMIT 1;
		RAISE EXCEPTION USING ERRCODE = 'EMN02', MESSAGE = coalesce(v_problem, 'ledger.insufficientFunds'),
			DETAIL = coalesce(v_account::text, '');
	END IF;
	-- Each entry with the balance it left behind (an account may appear more than once: the amount, then its fee).
	INSERT INTO ledger_entries (journal_id, account_id, currency, amount, balance_after, code, description, counterparty_name, created_at)
	SELECT (j->>'id')::uuid, x.a, x.c, x.amount,
		b.balance - coalesce(sum(x.amount) OVER (PARTITION BY x.a ORDER BY x.n ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0),
		x.code, x.text, x.party, (j->>'createdAt')::timestamptz
	FROM unnest(v_ids, v_currencies, v_amounts, v_codes, v_texts, v_parties) WITH ORDINALITY AS x(a, c, amount, code, text, party, n)
	JOIN unnest(v_updated, v_balances) AS b(id, balance) ON b.id = x.a
	ORDER BY x.n;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_post(j jsonb) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
	PERFORM ledger_post_header(j);
	PERFORM ledger_post_entries(j);
END
$fn$;
--> statement-breakpoint
-- A commit: c = { at, guards, rows, journal }. Guards first (each a conditional write that must hold, else a
-- refusal: SQLSTATE EMN01 with the refusal's message code), then the journal's row, the product rows (which
-- may reference it), then the entries (which may post to a row just inserted). All or nothing.
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
			IF g->>'table' IS DISTINCT FROM 'transfers' THEN
				RAISE EXCEPTION 'commit_apply: % has no transitions', g->>'table';
			END IF;
			UPDATE transfers t SET (status, transfer_type, scheduled_for, settled_at, settle_after, details) =
				(SELECT n.status, n.transfer_type, n.scheduled_for, n.settled_at, n.settle_after, n.details
				FROM jsonb_populate_record(t, g->'set') n)
			WHERE t.id = (g->>'id')::uuid AND t.status = ANY (ARRAY(SELECT jsonb_array_elements_text(g->'from')));
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
		ELSE
			RAISE EXCEPTION 'commit_apply: % is not a product table', r->>'table';
		END CASE;
	END LOOP;
	IF c ? 'journal' THEN
		PERFORM ledger_post_entries(c->'journal');
	END IF;
END
$fn$;
--> statement-breakpoint
-- The code step of a decision: p = { customerId, key, sessionId, method, path, digest, product, language, now,
-- facts, challenge: { reference, channel, codeHash, expiresAt }, message: { channel, recipient, text, code } }.
-- Stores (or renews) the challenge of a decision that is not final yet and sends the message; a final one
-- is answered again (replay), another body under the key is a conflict.
CREATE OR REPLACE FUNCTION decision_challenge(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
	v_now timestamptz := (p->>'now')::timestamptz;
	d decisions%ROWTYPE;
BEGIN
	INSERT INTO decisions AS x (customer_id, key, session_id, method, path, request_digest, state, product, language,
		facts, challenge_reference, challenge_channel, challenge_code_hash, challenge_attempts, challenge_expires_at,
		challenge_voided_at, outcome, created_at, updated_at)
	VALUES ((p->>'customerId')::uuid, p->>'key', (p->>'sessionId')::uuid, p->>'method', p->>'path', p->>'digest',
		'challenged', p->>'product', p->>'language', p->'facts', p->'challenge'->>'reference', p->'challenge'->>'channel',
		p->'challenge'->>'codeHash', 0, (p->'challenge'->>'expiresAt')::timestamptz, NULL, NULL, v_now, v_now)
	ON CONFLICT (customer_id, key) DO UPDATE SET
		session_id = EXCLUDED.session_id, language = EXCLUDED.language, facts = EXCLUDED.facts,
		challenge_reference = EXCLUDED.challenge_reference, challenge_channel = EXCLUDED.challenge_channel,
		challenge_code_hash = EXCLUDED.challenge_code_hash, challenge_attempts = 0,
		challenge_expires_at = EXCLUDED.challenge_expires_at, challenge_voided_at = NULL, updated_at = v_now
	WHERE x.state = 'challenged' AND x.request_digest = EXCLUDED.request_digest;
	IF NOT FOUND THEN
		SELECT * INTO d FROM decisions WHERE customer_id = (p->>'customerId')::uuid AND key = p->>'key';
		IF d.state = 'done' AND d.request_digest = p->>'digest' THEN
			RETURN jsonb_build_object('status', 'replay', 'outcome', d.outcome, 'language', d.language);
		END IF;
		RETURN jsonb_build_object('status', 'conflict');
	END IF;
	INSERT INTO outbox (channel, recipient, text, code, reference_key, created_at)
	VALUES (p->'message'->>'channel', p->'message'->>'recipient', p->'message'->>'text', p->'message'->>'code',
		p->'challenge'->>'reference', v_now);
	RETURN jsonb_build_object('status', 'issued');
END
$fn$;
--> statement-breakpoint
-- The commit step of a decision: p = { customerId, key, sessionId, method, path, digest, product, language, now,
-- answer: { reference, codeHash, maxAttempts } (a challenged decision) or none (claimed here),
-- commit (commit_apply's argument) and outcome, or refusal (the plan said no), ledgerRefusals: { ledger code: message code } }.
-- Answers { status: done | replay | conflict | invalid | expired | pending | noChallenge, outcome, language }.
CREATE OR REPLACE FUNCTION decision_commit(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
	v_now timestamptz := (p->>'now')::timestamptz;
	v_customer uuid := (p->>'customerId')::uuid;
	v_key text := p->>'key';
	d decisions%ROWTYPE;
	v_outcome jsonb;
	v_code text;
BEGIN
	IF p ? 'answer' THEN
		SELECT * INTO d FROM decisions WHERE customer_id = v_customer AND key = v_key FOR UPDATE;
		IF NOT FOUND THEN
			RETURN jsonb_build_object('status', 'noChallenge');
		END IF;
	ELSE
		INSERT INTO decisions (customer_id, key, session_id, method, path, request_digest, state, product, language, created_at, updated_at)
		VALUES (v_customer, v_key, (p->>'sessionId')::uuid, p->>'method', p->>'path', p->>'digest', 'challenged',
			p->>'product', p->>'language', v_now, v_now)
		ON CONFLICT DO NOTHING;
		SELECT * INTO d FROM decisions WHERE customer_id = v_customer AND key = v_key FOR UPDATE;
	END IF;
	IF d.request_digest <> p->>'digest' THEN
		RETURN jsonb_build_object('status', 'conflict');
	END IF;
	IF d.state = 'done' THEN
		RETURN jsonb_build_object('status', 'replay', 'outcome', d.outcome, 'language', d.language);
	END IF;
	IF p ? 'answer' THEN
		IF d.challenge_reference IS DISTINCT FROM p->'answer'->>'reference' OR d.session_id IS DISTINCT FROM (p->>'sessionId')::uuid THEN
			RETURN jsonb_build_object('status', 'invalid', 'channel', d.challenge_channel);
		END IF;
		IF d.challenge_voided_at IS NOT NULL OR d.challenge_expires_at <= v_now THEN
			RETURN jsonb_build_object('status', 'expired', 'channel', d.challenge_channel);
		END IF;
		IF d.challenge_channel = 'push' THEN
			IF NOT EXISTS (SELECT 1 FROM outbox WHERE reference_key = d.challenge_reference AND channel = 'push' AND approved_at IS NOT NULL) THEN
				RETURN jsonb_build_object('status', 'pending', 'channel', d.challenge_channel);
			END IF;
		ELSIF d.challenge_code_hash IS DISTINCT FROM p->'answer'->>'codeHash' THEN
			UPDATE decisions SET challenge_attempts = challenge_attempts + 1,
				challenge_voided_at = CASE WHEN challenge_attempts + 1 >= (p->'answer'->>'maxAttempts')::int THEN v_now END,
				updated_at = v_now
			WHERE customer_id = v_customer AND key = v_key;
			RETURN jsonb_build_object('status', 'invalid', 'channel', d.challenge_channel);
		END IF;
	END IF;
	IF p ? 'refusal' THEN
		v_outcome := p->'refusal';
	ELSE
		BEGIN
			PERFORM commit_apply(p->'commit');
			v_outcome := p->'outcome';
		EXCEPTION
			WHEN SQLSTATE 'EMN01' THEN
				v_outcome := jsonb_build_object('ok', false, 'actionCode', 0, 'codes', jsonb_build_array(SQLERRM));
			WHEN SQLSTATE 'EMN02' THEN
				v_code := p->'ledgerRefusals'->>SQLERRM;
				IF v_code IS NULL THEN
					RAISE;
				END IF;
				v_outcome := jsonb_build_object('ok', false, 'actionCode', 0, 'codes', jsonb_build_array(v_code));
		END;
	END IF;
	UPDATE decisions SET state = 'done', outcome = v_outcome, facts = NULL, challenge_code_hash = NULL, updated_at = v_now
	WHERE customer_id = v_customer AND key = v_key;
	RETURN jsonb_build_object('status', 'done', 'outcome', v_outcome, 'language', d.language);
END
$fn$;
