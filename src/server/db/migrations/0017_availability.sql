CREATE TABLE "availability_cache" (
	"source" varchar(40) NOT NULL,
	"key" varchar(300) NOT NULL,
	"answer" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_cache_source_key_pk" PRIMARY KEY("source","key")
);
--> statement-breakpoint
CREATE TABLE "outbound_rate" (
	"source" varchar(120) PRIMARY KEY NOT NULL,
	"sent" timestamp with time zone[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rdap_bootstrap" (
	"id" integer PRIMARY KEY NOT NULL,
	"publication" timestamp with time zone NOT NULL,
	"body" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "availability_cache_fetched_idx" ON "availability_cache" USING btree ("fetched_at");