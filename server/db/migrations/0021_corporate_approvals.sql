CREATE TABLE "approval_group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "approval_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "approval_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "approval_rule_needs" (
	"version_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"count" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "approval_rule_needs_version_id_group_id_pk" PRIMARY KEY("version_id","group_id"),
	CONSTRAINT "approval_rule_needs_count" CHECK (count >= 1)
);
--> statement-breakpoint
CREATE TABLE "approval_rule_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount_from" bigint NOT NULL,
	"amount_to" bigint,
	"expires_in_hours" integer DEFAULT 48 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "approval_rule_versions_band" CHECK (amount_from >= 0 and (amount_to is null or amount_to > amount_from)),
	CONSTRAINT "approval_rule_versions_expiry" CHECK (expires_in_hours between 1 and 720)
);
--> statement-breakpoint
CREATE TABLE "approval_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"current_version_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "corporate_role_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"changed_by" uuid NOT NULL,
	"roles_before" text[] NOT NULL,
	"roles_after" text[] NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_group_members" ADD CONSTRAINT "approval_group_members_group_id_approval_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."approval_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_group_members" ADD CONSTRAINT "approval_group_members_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_groups" ADD CONSTRAINT "approval_groups_company_id_customers_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rule_needs" ADD CONSTRAINT "approval_rule_needs_version_id_approval_rule_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."approval_rule_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rule_needs" ADD CONSTRAINT "approval_rule_needs_group_id_approval_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."approval_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rule_versions" ADD CONSTRAINT "approval_rule_versions_rule_id_approval_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."approval_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rule_versions" ADD CONSTRAINT "approval_rule_versions_created_by_customers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_company_id_customers_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_role_changes" ADD CONSTRAINT "corporate_role_changes_company_id_customers_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_role_changes" ADD CONSTRAINT "corporate_role_changes_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_role_changes" ADD CONSTRAINT "corporate_role_changes_changed_by_customers_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_group_members_user_id_index" ON "approval_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "approval_groups_company_id_index" ON "approval_groups" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_groups_live_name" ON "approval_groups" USING btree ("company_id","name") WHERE retired_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_rule_versions_rule_id_version_index" ON "approval_rule_versions" USING btree ("rule_id","version");--> statement-breakpoint
CREATE INDEX "approval_rules_company_id_index" ON "approval_rules" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "corporate_role_changes_company_id_changed_at_index" ON "corporate_role_changes" USING btree ("company_id","changed_at");