CREATE TABLE "press_kit_old_slugs" (
	"slug" varchar(60) PRIMARY KEY NOT NULL,
	"kit_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_kit_views" (
	"kit_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "press_kit_views_kit_id_day_pk" PRIMARY KEY("kit_id","day")
);
--> statement-breakpoint
CREATE TABLE "press_kits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"slug" varchar(60),
	"published" boolean DEFAULT false NOT NULL,
	"indexable" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"offline_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "press_kits_user_key" UNIQUE("user_id"),
	CONSTRAINT "press_kits_slug_key" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "press_kit_old_slugs" ADD CONSTRAINT "press_kit_old_slugs_kit_id_press_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."press_kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_kit_views" ADD CONSTRAINT "press_kit_views_kit_id_press_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."press_kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_kits" ADD CONSTRAINT "press_kits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "press_kit_old_slugs_kit_idx" ON "press_kit_old_slugs" USING btree ("kit_id");