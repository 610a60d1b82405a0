CREATE TABLE "commit_tables" (
	"table_name" text PRIMARY KEY NOT NULL,
	"transition_columns" text[],
	"counter_columns" text[]
);
--> statement-breakpoint
-- The engine's last change of its own (0012's commit_apply, extended): from here an area registers its
-- product tables in commit_tables (INSERT INTO commit_tables in the area's migration) and commit_apply
-- inserts their rows, moves them by areaTransition guards (only the registered transition_columns) and
-- takes from their counters by take guards (only the registered counter_columns), by dynamic SQL on the
-- registered names. The tables before this one keep their static branches (their plans are kept).
-- The cardUse guard now locks the credit card before the card, FOR NO KEY UPDATE (see there).
CREATE OR REPLACE FUNCTION commit_apply(c jsonb) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
	v_at timestamptz := (c->>'at')::timestamptz;
	g jsonb;
	r jsonb;
	v_cols text[];
	v_keys text[];
	v_count bigint;
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
			-- FOR NO KEY UPDATE, not FOR UPDATE: purchases on one card and a statement run still wait for each
			-- other, but the key-share locks of foreign keys (a declined purchase's row, a statement's or a debt
			-- payment's rows naming the card or the credit card) never wait for a purchase. With FOR UPDATE a
			-- decline holding the card's key-share lock and waiting for the credit card's deadlocked with the
			-- purchase holding the credit card and waiting for the card (PostgreSQL, cards-property). The order
			-- is the statement run's: the credit card, then the card, then (the journal's entries) the accounts.
			IF g->>'creditCardId' IS NOT NULL THEN
				PERFORM 1 FROM credit_cards WHERE id = (g->>'creditCardId')::uuid AND closed_at IS NULL
				FOR NO KEY UPDATE;
				IF NOT FOUND THEN
					RAISE EXCEPTION USING ERRCODE = 'EMN01', MESSAGE = g->>'refusalState';
				END IF;
			END IF;
			PERFORM 1 FROM cards WHERE id = (g->>'cardId')::uuid AND status = 'Active' FOR NO KEY UPDATE;
			IF NOT FOUND THEN
				RAISE EXCEPTION USING ERRCODE = 'EMN01', MESSAGE = g->>'refusalState';
			END IF;
			IF g->>'creditCardId' IS NOT NULL THEN
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
		WHEN 'areaTransition' THEN
			-- g = { table, id, from, set, refusal }: a registered table's row from one of `from` to `set`, once;
			-- `set` may hold only the table's transition_columns.
			SELECT transition_columns INTO v_cols FROM commit_tables WHERE table_name = g->>'table';
			SELECT array_agg(k ORDER BY k) INTO v_keys FROM jsonb_object_keys(g->'set') k;
			IF v_cols IS NULL OR v_keys IS NULL OR NOT (v_keys <@ v_cols) THEN
				RAISE EXCEPTION 'commit_apply: % may not move %', g->>'table', v_keys;
			END IF;
			EXECUTE format('UPDATE %I t SET (%s) = (SELECT %s FROM jsonb_populate_record(t, $1) n) '
					'WHERE t.id = $2 AND t.status = ANY ($3)', g->>'table',
					(SELECT string_agg(quote_ident(k), ', ') FROM unnest(v_keys) k),
					(SELECT string_agg('n.' || quote_ident(k), ', ') FROM unnest(v_keys) k))
				USING g->'set', (g->>'id')::uuid, ARRAY(SELECT jsonb_array_elements_text(g->'from'));
			GET DIAGNOSTICS v_count = ROW_COUNT;
			IF v_count = 0 THEN
				RAISE EXCEPTION USING ERRCODE = 'EMN01', MESSAGE = g->>'refusal';
			END IF;
		WHEN 'take' THEN
			-- g = { table, column, id, amount, refusal }: takes `amount` from a registered counter (stock, a
			-- quota), refused when less is left; a negative amount gives back.
			IF NOT EXISTS (SELECT 1 FROM commit_tables WHERE table_name = g->>'table'
					AND g->>'column' = ANY (counter_columns)) THEN
				RAISE EXCEPTION 'commit_apply: % has no counter %', g->>'table', g->>'column';
			END IF;
			EXECUTE format('UPDATE %I SET %I = %I - $1 WHERE id = $2 AND %I - $1 >= 0', g->>'table', g->>'column',
					g->>'column', g->>'column')
				USING (g->>'amount')::bigint, (g->>'id')::uuid;
			GET DIAGNOSTICS v_count = ROW_COUNT;
			IF v_count = 0 THEN
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
		WHEN 'fx_trades' THEN
			INSERT INTO fx_trades SELECT * FROM jsonb_populate_record(NULL::fx_trades, r->'row');
		WHEN 'credit_cards' THEN
			INSERT INTO credit_cards SELECT * FROM jsonb_populate_record(NULL::credit_cards, r->'row');
		WHEN 'documents' THEN
			INSERT INTO documents SELECT * FROM jsonb_populate_record(NULL::documents, r->'row');
		ELSE
			IF NOT EXISTS (SELECT 1 FROM commit_tables WHERE table_name = r->>'table') THEN
				RAISE EXCEPTION 'commit_apply: % is not a product table', r->>'table';
			END IF;
			EXECUTE format('INSERT INTO %I SELECT * FROM jsonb_populate_record(NULL::%I, $1)', r->>'table', r->>'table')
				USING r->'row';
		END CASE;
	END LOOP;
	IF c ? 'journal' THEN
		PERFORM ledger_post_entries(c->'journal');
	END IF;
END
$fn$;
