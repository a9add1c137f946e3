CREATE TABLE "premium_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title" varchar(255) NOT NULL,
	"body" text NOT NULL,
	"request" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "premium_works" ADD CONSTRAINT "premium_works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "premium_works_user_idx" ON "premium_works" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_works_saved_name_key" ON "premium_works" USING btree ("user_id",lower("title")) WHERE "premium_works"."kind" = 'name';