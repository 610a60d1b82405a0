CREATE TABLE "cc_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cc_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"call_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"customer_id" uuid,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"message_code" text,
	"decision_key" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cc_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"workgroup" text,
	"ivr_error_code" text,
	"nps" text,
	"started_at" timestamp with time zone NOT NULL,
	"customer_id" uuid,
	"verification" text DEFAULT 'none' NOT NULL,
	"verification_method" text,
	"verified_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"session_id" uuid,
	"ended_at" timestamp with time zone,
	CONSTRAINT "cc_calls_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "cc_journals" (
	"journal_id" uuid PRIMARY KEY NOT NULL,
	"call_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cc_audit" ADD CONSTRAINT "cc_audit_call_id_cc_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."cc_calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_audit" ADD CONSTRAINT "cc_audit_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_audit" ADD CONSTRAINT "cc_audit_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_calls" ADD CONSTRAINT "cc_calls_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_calls" ADD CONSTRAINT "cc_calls_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_calls" ADD CONSTRAINT "cc_calls_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_journals" ADD CONSTRAINT "cc_journals_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_journals" ADD CONSTRAINT "cc_journals_call_id_cc_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."cc_calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_journals" ADD CONSTRAINT "cc_journals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cc_audit_call_id_at_index" ON "cc_audit" USING btree ("call_id","at");--> statement-breakpoint
CREATE INDEX "cc_audit_customer_id_at_index" ON "cc_audit" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "cc_calls_agent_id_index" ON "cc_calls" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "cc_calls_customer_id_index" ON "cc_calls" USING btree ("customer_id");--> statement-breakpoint
-- A transfer the customer confirms after the call marks its journal in its own commit (areaRow).
INSERT INTO "commit_tables" ("table_name", "transition_columns", "counter_columns")
VALUES ('cc_journals', ARRAY[]::text[], NULL);
