CREATE TABLE "cc_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"call_id" uuid,
	"status" text NOT NULL,
	"request" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"source_account_number" text NOT NULL,
	"target_label" text NOT NULL,
	"description" text NOT NULL,
	"confirm_channel" text NOT NULL,
	"reference_hash" text NOT NULL,
	"push_outbox_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"journal_id" uuid,
	"transfer_id" uuid,
	"failure_code" text,
	CONSTRAINT "cc_transfers_referenceHash_unique" UNIQUE("reference_hash")
);
--> statement-breakpoint
ALTER TABLE "cc_transfers" ADD CONSTRAINT "cc_transfers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_transfers" ADD CONSTRAINT "cc_transfers_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cc_transfers_customer_id_created_at_index" ON "cc_transfers" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "cc_transfers_status_expires_at_index" ON "cc_transfers" USING btree ("status","expires_at");--> statement-breakpoint
INSERT INTO "commit_tables" ("table_name", "transition_columns", "counter_columns")
VALUES ('cc_transfers', ARRAY['status', 'answered_at', 'updated_at', 'journal_id', 'transfer_id', 'failure_code'], NULL);
