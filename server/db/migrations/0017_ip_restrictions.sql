CREATE TABLE "ip_restrictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"cidr" text NOT NULL,
	"label" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ip_restrictions" ADD CONSTRAINT "ip_restrictions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ip_restrictions_customer_id_index" ON "ip_restrictions" USING btree ("customer_id");--> statement-breakpoint
-- Settings (issue 16): ip_restrictions rows are inserted and moved by the decision engine.
INSERT INTO "commit_tables" ("table_name", "transition_columns", "counter_columns")
VALUES ('ip_restrictions', ARRAY['status', 'cidr', 'label', 'updated_at'], NULL);
