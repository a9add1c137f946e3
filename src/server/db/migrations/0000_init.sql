CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"token" varchar(128) NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(128) PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"password" varchar(255),
	"email" varchar(255),
	"user_tier" varchar(50) DEFAULT 'free' NOT NULL,
	"stripe_customer_id" varchar(255),
	"stripe_subscription_id" varchar(255),
	"subscription_status" varchar(50),
	"subscription_current_period_end" timestamp with time zone,
	"lifetime_access" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_usage_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_type" varchar(20),
	"endpoint" varchar(200),
	"model" varchar(100),
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"total_tokens" integer,
	"estimated_cost" double precision,
	"ip_address" varchar(45),
	"user_id" integer,
	"is_success" boolean DEFAULT true NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip_address" varchar(45) NOT NULL,
	"day" date NOT NULL,
	"band_generations" integer DEFAULT 0 NOT NULL,
	"album_generations" integer DEFAULT 0 NOT NULL,
	"album_downloads" integer DEFAULT 0 NOT NULL,
	"custom_generations" integer DEFAULT 0 NOT NULL,
	"custom_downloads" integer DEFAULT 0 NOT NULL,
	"custom_suggestions" integer DEFAULT 0 NOT NULL,
	"last_reset" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "band_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"genre" varchar(100) NOT NULL,
	"influences" text,
	"vibe" text,
	"album_cover_idea" text,
	"album_cover_image_url" text,
	"logo_image_url" text,
	"user_id" integer,
	"ip_address" varchar(45),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"is_ai_generated" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clipboard_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"band_id" integer,
	"band_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"email" text,
	"subject" text DEFAULT 'Band Name Generation',
	"message" text,
	"source" varchar(100) DEFAULT 'contact',
	"campaign" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" varchar(45),
	"user_agent" text,
	"genre" text,
	"influences" text,
	"vibe" text
);
--> statement-breakpoint
CREATE TABLE "name_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip_address" varchar(45),
	"name_count" integer,
	"downloaded_at" timestamp with time zone DEFAULT now(),
	"download_type" varchar(50) NOT NULL,
	"band_names" text NOT NULL,
	"genre" text,
	"influences" text,
	"vibe" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album_cover_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"band_id" integer,
	"band_name" text,
	"genre" text,
	"feedback" varchar(20),
	"album_cover_style" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album_cover_interactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"interaction_type" varchar(50) NOT NULL,
	"band_name" text,
	"genre" text,
	"vibe" text,
	"art_style" text,
	"image_url" text,
	"ip_address" varchar(45),
	"user_agent" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "band_challenge_survey" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge" varchar(100) NOT NULL,
	"other_text" text,
	"ip_address" varchar(45),
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"source" varchar(100) NOT NULL,
	"ip_address" varchar(45),
	"user_agent" text,
	"is_verified" boolean DEFAULT false,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premium_promotion_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"click_source" varchar(100) NOT NULL,
	"limit_type" varchar(50) NOT NULL,
	"ip_address" varchar(45),
	"user_agent" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"user_id" integer,
	"ip_address" varchar(45),
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"path" varchar(500),
	"properties" jsonb,
	"visitor_id" varchar(64),
	"referrer" text,
	"ip_address" varchar(45),
	"user_agent" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_token_key" ON "auth_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "auth_tokens_email_idx" ON "auth_tokens" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "api_usage_logs_created_idx" ON "api_usage_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_limits_ip_day_key" ON "usage_limits" USING btree ("ip_address","day");--> statement-breakpoint
CREATE INDEX "band_names_ip_created_idx" ON "band_names" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE INDEX "band_names_genre_idx" ON "band_names" USING btree ("genre");--> statement-breakpoint
CREATE INDEX "form_submissions_source_idx" ON "form_submissions" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "album_cover_interactions_created_idx" ON "album_cover_interactions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_signups_email_key" ON "email_signups" USING btree ("email");--> statement-breakpoint
CREATE INDEX "analytics_events_name_created_idx" ON "analytics_events" USING btree ("name","created_at");