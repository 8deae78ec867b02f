-- Issue 24: a byline's old addresses keep working after its slug changes (/author/{old} → 308).
CREATE TABLE "author_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "author_redirects" ADD CONSTRAINT "author_redirects_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
