CREATE TABLE "operation_approvals" (
	"operation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"group_id" uuid,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operation_approvals_operation_id_user_id_pk" PRIMARY KEY("operation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "pending_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"company_id" uuid NOT NULL,
	"maker_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"request" jsonb NOT NULL,
	"facts" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"rule_version_id" uuid,
	"needs" jsonb NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"failure_code" text,
	"result" jsonb
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_id" uuid;--> statement-breakpoint
UPDATE "sessions" SET "user_id" = "customer_id";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workgroups" ADD COLUMN "user_id" uuid;--> statement-breakpoint
UPDATE "workgroups" SET "user_id" = "customer_id";--> statement-breakpoint
ALTER TABLE "workgroups" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workgroups" ADD COLUMN "roles" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_approvals" ADD CONSTRAINT "operation_approvals_operation_id_pending_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."pending_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_approvals" ADD CONSTRAINT "operation_approvals_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_operations" ADD CONSTRAINT "pending_operations_company_id_customers_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_operations" ADD CONSTRAINT "pending_operations_maker_id_customers_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_operations_reference_index" ON "pending_operations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "pending_operations_company_id_status_created_at_index" ON "pending_operations" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "pending_operations_maker_id_index" ON "pending_operations" USING btree ("maker_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroups" ADD CONSTRAINT "workgroups_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workgroups_customer_id_user_id_index" ON "workgroups" USING btree ("customer_id","user_id");--> statement-breakpoint
CREATE INDEX "workgroups_user_id_index" ON "workgroups" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "commit_tables" ("table_name", "transition_columns", "counter_columns")
VALUES ('pending_operations', ARRAY['status', 'decided_at', 'failure_code', 'result'], NULL),
       ('operation_approvals', NULL, NULL);--> statement-breakpoint
-- A changed password ends the person's sessions, also those acting for a company (user_id).
CREATE OR REPLACE FUNCTION "credential_change_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.kind = 'password' THEN
		UPDATE customers SET password_hash = NEW.value WHERE id = NEW.customer_id;
		UPDATE sessions SET stage = 'ended', ended_at = NEW.created_at, end_reason = 'password-changed'
		WHERE user_id = NEW.customer_id AND ended_at IS NULL
			AND (NEW.keep_session_id IS NULL OR id <> NEW.keep_session_id);
	ELSIF NEW.kind = 'phone' THEN
		UPDATE customers SET phone = NEW.value WHERE id = NEW.customer_id;
	ELSIF NEW.kind = 'email' THEN
		UPDATE customers SET email = NEW.value, email_verified_at = NEW.created_at WHERE id = NEW.customer_id;
	ELSIF NEW.kind = 'security-image' THEN
		UPDATE customers SET security_image_code = NEW.value WHERE id = NEW.customer_id;
	ELSIF NEW.kind = 'security-key' THEN
		UPDATE customers SET security_key_hash = NEW.value WHERE id = NEW.customer_id;
	ELSE
		RAISE EXCEPTION 'credential_changes: unknown kind %', NEW.kind;
	END IF;
	RETURN NULL;
END;
$$;
