-- Issue 24: categories edited in the back office. New ones take ids after the spec's ten.
CREATE SEQUENCE IF NOT EXISTS "categories_id_seq" OWNED BY "categories"."id";--> statement-breakpoint
SELECT setval('categories_id_seq', greatest(10, (SELECT coalesce(max("id"), 0) FROM "categories")));--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "id" SET DEFAULT nextval('categories_id_seq');--> statement-breakpoint
-- A merged (or re-slugged) category's old slug and the category its URL now redirects to (308).
CREATE TABLE "category_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_redirects" ADD CONSTRAINT "category_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The front page's pinned stories, in order; a pin with an end time drops out by itself after it.
CREATE TABLE "front_page_pins" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "front_page_pins" ADD CONSTRAINT "front_page_pins_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
