CREATE TABLE "page_cache_revalidations" (
	"tag" text PRIMARY KEY NOT NULL,
	"revalidated_at" bigint NOT NULL
);
