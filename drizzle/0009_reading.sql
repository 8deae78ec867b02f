-- authors.user_id comes from 0007_newsroom_trust.
ALTER TABLE "authors" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reading_minutes" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TABLE "post_authors" (
	"post_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_authors_post_id_author_id_pk" PRIMARY KEY("post_id","author_id")
);
--> statement-breakpoint
ALTER TABLE "post_authors" ADD CONSTRAINT "post_authors_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_authors" ADD CONSTRAINT "post_authors_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_authors_author_idx" ON "post_authors" USING btree ("author_id","post_id");--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "post_tags" (
	"post_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_tags_post_id_tag_id_pk" PRIMARY KEY("post_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_tags_tag_idx" ON "post_tags" USING btree ("tag_id","post_id");--> statement-breakpoint
CREATE TABLE "tag_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"tag_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tag_redirects" ADD CONSTRAINT "tag_redirects_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every existing article's single byline becomes its first (and only) entry of post_authors.
INSERT INTO "post_authors" ("post_id", "author_id", "position") SELECT "id", "author_id", 0 FROM "posts" WHERE "author_id" IS NOT NULL;--> statement-breakpoint
-- Reading time of the articles saved before it was computed: words at 230 a minute plus 12 s per image, rounded up, at least 1.
UPDATE "posts" SET "reading_minutes" = greatest(1, ceil((
	coalesce(array_length(regexp_split_to_array(btrim(regexp_replace(regexp_replace("description", '<[^>]*>', ' ', 'g'), '\s+', ' ', 'g')), ' '), 1), 0) * 60.0 / 230
	+ 12 * (length("description") - length(replace(lower("description"), '<img', ''))) / 4
) / 60.0));
