CREATE TABLE "press_kit_activity" (
	"kit_id" integer NOT NULL,
	"day" date NOT NULL,
	"link_id" integer DEFAULT 0 NOT NULL,
	"kind" varchar(10) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "press_kit_activity_kit_id_day_link_id_kind_pk" PRIMARY KEY("kit_id","day","link_id","kind")
);
--> statement-breakpoint
CREATE TABLE "press_kit_photos" (
	"media_id" varchar(64) PRIMARY KEY NOT NULL,
	"kit_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"credit" varchar(120) DEFAULT '' NOT NULL,
	"format" varchar(5) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_kit_tracked_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"kit_id" integer NOT NULL,
	"token" varchar(32) NOT NULL,
	"label" varchar(80) NOT NULL,
	"first_opened_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "press_kit_tracked_links_token_key" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "press_kit_activity" ADD CONSTRAINT "press_kit_activity_kit_id_press_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."press_kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_kit_photos" ADD CONSTRAINT "press_kit_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_kit_photos" ADD CONSTRAINT "press_kit_photos_kit_id_press_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."press_kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_kit_tracked_links" ADD CONSTRAINT "press_kit_tracked_links_kit_id_press_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."press_kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "press_kit_photos_kit_idx" ON "press_kit_photos" USING btree ("kit_id","kind","position");--> statement-breakpoint
CREATE INDEX "press_kit_tracked_links_kit_idx" ON "press_kit_tracked_links" USING btree ("kit_id");