CREATE TABLE "news_related" (
	"news_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "news_related_news_id_related_id_pk" PRIMARY KEY("news_id","related_id"),
	CONSTRAINT "news_related_self_chk" CHECK ("news_related"."news_id" <> "news_related"."related_id")
);
--> statement-breakpoint
DROP INDEX "news_sliders_idx";--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "summary_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "summary_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "news_related" ADD CONSTRAINT "news_related_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_related" ADD CONSTRAINT "news_related_related_id_news_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_related_related_idx" ON "news_related" USING btree ("related_id");--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_status_updated_idx" ON "news" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_sliders_idx" ON "news" USING btree ("published_at" DESC NULLS LAST) WHERE "news"."is_slider" and "news"."status" = 'published';--> statement-breakpoint
-- Hand-written (keep when renumbering): an article taken off the site stays off, as a draft.
UPDATE "news" SET "status" = 'draft' WHERE NOT "is_active";--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "is_active";--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_status_chk" CHECK ("news"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_publish_at_chk" CHECK (("news"."status" = 'scheduled') = ("news"."publish_at" is not null));--> statement-breakpoint
-- Hand-written (keep when renumbering): the three fixed categories (SPEC: 1 general, 2 cement, 3 around the world) exist without the demo seed, so the newsroom works on a fresh install.
INSERT INTO "news_categories" ("id", "slug", "name_ar", "name_en") VALUES (1, 'general', 'أخبار عامة', 'General news'), (2, 'cement', 'أخبار الأسمنت', 'Cement news'), (3, 'cement-around-the-world', 'الأسمنت حول العالم', 'Cement around the world') ON CONFLICT ("id") DO NOTHING;
