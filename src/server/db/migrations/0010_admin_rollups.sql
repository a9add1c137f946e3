CREATE TABLE "daily_address_activity" (
	"day" date NOT NULL,
	"ip_address" varchar(45) NOT NULL,
	"names" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"covers_generated" integer DEFAULT 0 NOT NULL,
	"cover_downloads" integer DEFAULT 0 NOT NULL,
	"cover_actions" integer DEFAULT 0 NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_address_activity_day_ip_address_pk" PRIMARY KEY("day","ip_address")
);
--> statement-breakpoint
CREATE TABLE "daily_api_costs" (
	"day" date NOT NULL,
	"api_type" varchar(20) NOT NULL,
	"endpoint" varchar(200) NOT NULL,
	"model" varchar(100) NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL,
	"cost_cents" double precision DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_api_costs_day_api_type_endpoint_model_pk" PRIMARY KEY("day","api_type","endpoint","model")
);
--> statement-breakpoint
CREATE TABLE "daily_genre_activity" (
	"day" date NOT NULL,
	"genre" varchar(100) NOT NULL,
	"names" integer DEFAULT 0 NOT NULL,
	"liked" integer DEFAULT 0 NOT NULL,
	"covers_generated" integer DEFAULT 0 NOT NULL,
	"covers_downloaded" integer DEFAULT 0 NOT NULL,
	"covers_regenerated" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_genre_activity_day_genre_pk" PRIMARY KEY("day","genre")
);
--> statement-breakpoint
CREATE TABLE "daily_visits" (
	"day" date PRIMARY KEY NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_tasks" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_outcome" text
);
--> statement-breakpoint
CREATE TABLE "rollup_progress" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"through_day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "daily_address_activity_ip_idx" ON "daily_address_activity" USING btree ("ip_address");