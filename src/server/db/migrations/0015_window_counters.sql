CREATE TABLE "window_counters" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(64) NOT NULL,
	"counter" varchar(30) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"last_granted" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "window_counters_subject_counter_window_key" ON "window_counters" USING btree ("subject","counter","window_start");--> statement-breakpoint
CREATE INDEX "window_counters_window_idx" ON "window_counters" USING btree ("window_start");