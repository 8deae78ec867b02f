ALTER TABLE "authors" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authors_user_idx" ON "authors" USING btree ("user_id");--> statement-breakpoint
-- Existing databases: each demo staff account's own byline (lib/db/seed/staff.ts pairs them by name).
UPDATE "authors" SET "user_id" = "users"."id" FROM "users"
WHERE "users"."role" IN ('contributor', 'author', 'editor', 'admin')
  AND "authors"."user_id" IS NULL
  AND "authors"."name" = trim("users"."first_name" || ' ' || "users"."last_name");
