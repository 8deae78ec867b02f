-- Issue 24: the footer's column (Quick Links or Legal) is stored with each footer link, as the editor
-- chose it, instead of being read from the link's name. Existing links are given the column the
-- footer showed them in until now (docs/behaviour.md#limits): a name containing a Legal word goes to
-- Legal, else one containing a Quick Links word to Quick Links, in the footer's order (each level by
-- position, children after their parent), the first 6 and 4 only. A link the footer did not show
-- keeps none, and still does not show. Header items never have one.
ALTER TABLE "menu_items" ADD COLUMN "footer_column" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_footer_column_check" CHECK ("menu_items"."footer_column" is null or ("menu_items"."location" = 'footer' and "menu_items"."footer_column" in ('quick-links', 'legal')));--> statement-breakpoint
WITH RECURSIVE "footer" AS (
	SELECT "id", "name", ARRAY["position", "id"] AS "path" FROM "menu_items" WHERE "location" = 'footer' AND "parent_id" IS NULL
	UNION ALL
	SELECT "child"."id", "child"."name", "footer"."path" || ARRAY["child"."position", "child"."id"]
	FROM "menu_items" "child" JOIN "footer" ON "child"."parent_id" = "footer"."id"
), "placed" AS (
	SELECT "id", "path", CASE
		WHEN lower("name") LIKE ANY (ARRAY['%privacy%', '%terms%', '%policy%', '%legal%', '%disclaimer%', '%sitemap%']) THEN 'legal'
		WHEN lower("name") LIKE ANY (ARRAY['%home%', '%articles%', '%about%', '%contact%', '%news%', '%blog%', '%finance%', '%business%', '%markets%', '%economy%', '%technology%']) THEN 'quick-links'
	END AS "column"
	FROM "footer"
), "ranked" AS (
	SELECT "id", "column", row_number() OVER (PARTITION BY "column" ORDER BY "path") AS "rank" FROM "placed" WHERE "column" IS NOT NULL
)
UPDATE "menu_items" SET "footer_column" = "ranked"."column"
FROM "ranked"
WHERE "menu_items"."id" = "ranked"."id" AND "ranked"."rank" <= CASE "ranked"."column" WHEN 'quick-links' THEN 6 ELSE 4 END;
