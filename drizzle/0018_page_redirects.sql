-- Issue 24: a CMS page's old addresses. A page whose slug changes keeps its old one leading to it:
-- /{old} answers 308 to /{slug} while the page is published, as a merged or re-slugged category's,
-- tag's or byline's old address does (their *_redirects tables).
CREATE TABLE "page_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_redirects" ADD CONSTRAINT "page_redirects_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A page's old addresses, to render them again when it changes.
CREATE INDEX "page_redirects_page_idx" ON "page_redirects" USING btree ("page_id");
