CREATE TABLE "checkout_sessions" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"plan" varchar(20),
	"amount_cents" integer NOT NULL,
	"currency" varchar(10) DEFAULT 'usd' NOT NULL,
	"email" varchar(255),
	"band_name" varchar(255),
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"customer_id" varchar(255),
	"subscription_id" varchar(255),
	"subscription_status" varchar(50),
	"user_id" integer,
	"completed_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(300) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_state_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_subscription_idx" ON "checkout_sessions" USING btree ("subscription_id");