CREATE TABLE "client_shortcuts" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"menu_codes" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_shortcuts" ADD CONSTRAINT "client_shortcuts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;