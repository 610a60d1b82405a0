CREATE TABLE "rate_limit_counters" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_counters_bucket_key_pk" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
CREATE TABLE "signed_call_traces" (
	"session_id" uuid NOT NULL,
	"trace_id" uuid NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "signed_call_traces_session_id_trace_id_pk" PRIMARY KEY("session_id","trace_id")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_end_index" ON "rate_limit_counters" USING btree ("window_end");--> statement-breakpoint
CREATE INDEX "signed_call_traces_seen_at_index" ON "signed_call_traces" USING btree ("seen_at");