-- Issue 24: a byline's old addresses keep working after its slug changes (/author/{old} → 308).
CREATE TABLE "author_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "author_redirects" ADD CONSTRAINT "author_redirects_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Issue 24: corrections appended to a published article, each with its date, kept newest first.
CREATE TABLE "corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corrections_post_idx" ON "corrections" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "corrections_created_idx" ON "corrections" USING btree ("created_at");
