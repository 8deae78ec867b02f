-- Long tail: which sanitizer saved an article's body (lib/content/sanitize.ts, SANITIZER_ID). A body
-- saved by the running one is served as saved; any other, and every row written before this column,
-- is sanitized again when read (docs/decisions/0095).
ALTER TABLE "posts" ADD COLUMN "body_sanitized_with" text;
