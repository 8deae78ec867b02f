-- The desk's review queue: a contributor submits a draft ('in_review'); an editor publishes it or
-- sends it back to draft with a note, kept on the article (`review_note`) until it is submitted again.
-- `submitted_at` orders the queue (oldest waiting first is what a desk works through).
ALTER TABLE "posts" DROP CONSTRAINT "posts_status_check";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('draft', 'in_review', 'scheduled', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "posts_in_review_idx" ON "posts" USING btree ("submitted_at") WHERE "posts"."status" = 'in_review';
