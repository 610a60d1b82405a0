CREATE TABLE "delivery_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"label" text NOT NULL,
	"country_code" text NOT NULL,
	"city" text NOT NULL,
	"address_line" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gold_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	"delivery" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"payment_token_hash" text,
	"try_account_id" uuid,
	"order_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gold_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"fine_grams" bigint NOT NULL,
	"unit_price" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gold_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"offer_id" uuid,
	"status" text NOT NULL,
	"delivery" jsonb NOT NULL,
	"try_account_id" uuid,
	"total" bigint NOT NULL,
	"total_fine_grams" bigint NOT NULL,
	"journal_id" uuid,
	"timeline" jsonb NOT NULL,
	"next_step_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gold_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "gold_orders_offerId_unique" UNIQUE("offer_id")
);
--> statement-breakpoint
CREATE TABLE "gold_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"grams" bigint NOT NULL,
	"purity" integer NOT NULL,
	"stock" bigint NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gold_products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_offers" ADD CONSTRAINT "gold_offers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_order_items" ADD CONSTRAINT "gold_order_items_order_id_gold_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."gold_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_order_items" ADD CONSTRAINT "gold_order_items_product_id_gold_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."gold_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_orders" ADD CONSTRAINT "gold_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_addresses_customer_id_index" ON "delivery_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "gold_offers_customer_id_created_at_index" ON "gold_offers" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "gold_offers_payment_token_hash_index" ON "gold_offers" USING btree ("payment_token_hash");--> statement-breakpoint
CREATE INDEX "gold_order_items_order_id_index" ON "gold_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gold_orders_customer_id_created_at_index" ON "gold_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "gold_orders_next_step_at_index" ON "gold_orders" USING btree ("next_step_at");--> statement-breakpoint
-- Physical gold registers its tables with the engine (0013): orders and offers move by areaTransition,
-- the catalogue's stock is a counter taken by takeGuard, order lines are inserted rows.
INSERT INTO commit_tables (table_name, transition_columns, counter_columns)
VALUES ('gold_orders', ARRAY['status', 'timeline', 'next_step_at', 'updated_at'], NULL),
       ('gold_order_items', NULL, NULL),
       ('gold_offers', ARRAY['status', 'try_account_id', 'order_id', 'updated_at'], NULL),
       ('gold_products', NULL, ARRAY['stock']);
