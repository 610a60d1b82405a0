CREATE TABLE "contact_verifications" (
	"reference_key" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"keep_session_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"name" text,
	"description" text,
	"first_used_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"last_ip" text
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_verifications" ADD CONSTRAINT "contact_verifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_changes" ADD CONSTRAINT "credential_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_changes_customer_id_index" ON "credential_changes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "devices_customer_id_index" ON "devices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "devices_key_hash_index" ON "devices" USING btree ("key_hash");--> statement-breakpoint
-- Settings (issue 16): a confirmed credential change is a credential_changes row the decision engine
-- inserts in its commit (areaRow); this trigger applies it in the same statement. A new password
-- ends every other live session of the customer (their tokens refused from the next call).
INSERT INTO "commit_tables" ("table_name", "transition_columns", "counter_columns")
VALUES ('credential_changes', NULL, NULL);--> statement-breakpoint
CREATE FUNCTION "credential_change_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.kind = 'password' THEN
		UPDATE customers SET password_hash = NEW.value WHERE id = NEW.customer_id;
		UPDATE sessions SET stage = 'ended', ended_at = NEW.created_at, end_reason = 'password-changed'
		WHERE customer_id = NEW.customer_id AND ended_at IS NULL
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
$$;--> statement-breakpoint
CREATE TRIGGER "credential_change_apply" AFTER INSERT ON "credential_changes"
FOR EACH ROW EXECUTE FUNCTION "credential_change_apply"();
