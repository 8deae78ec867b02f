/** @jest-environment node */
import { sql } from "drizzle-orm";
import { migrateDatabase, selectRows } from "@/lib/db/client";
import { footerColumns } from "@/lib/menus/navigation";
import { readMenus } from "@/lib/menus/repository";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

// drizzle/0017_footer_columns.sql on a database with menus saved before it: each footer link gets
// the column the footer showed it in by its name until then (docs/behaviour.md#limits), so readers
// see the same footer after the migration. On PGlite, or PostgreSQL when DATABASE_URL is set.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ upTo: "0016_review_queue" });
  const insert = async (location: string, position: number, name: string, parentId: number | null = null) => {
    const [row] = await selectRows<{ id: number }>(
      database.db,
      sql`insert into menu_items (location, position, name, url, parent_id) values (${location}, ${position}, ${name}, '/x', ${parentId}) returning id`,
    );
    return row!.id;
  };
  // A header item is in no footer column, whatever its name.
  await insert("header", 0, "Privacy");
  // In the footer's order (each level by position, children after their parent), written out of it.
  const names = [
    "Home page",
    "Sections",
    "Careers",
    "Privacy Policy",
    "Latest NEWS",
    "Our Blog",
    "Personal Finance",
    "Business",
    "Markets",
    "Terms of Service",
    "Legal notice",
    "Sitemap",
    "About our privacy",
  ];
  for (const [position, name] of [...names.entries()].reverse()) {
    const id = await insert("footer", position, name);
    if (name === "Sections") {
      await insert("footer", 1, "Cookie policy", id);
      await insert("footer", 0, "Economy", id);
    }
  }
  await migrateDatabase(database);
}, 120_000);
afterAll(async () => {
  await database.dispose();
});

const columnOf = async (name: string) =>
  (await selectRows<{ footer_column: string | null }>(database.db, sql`select footer_column from menu_items where name = ${name}`)).map(
    (row) => row.footer_column,
  );

test("footer links get the column their name placed them in, the first 6 and 4 only; the footer shows the same links", async () => {
  const footer = footerColumns(await readMenus(database.db, "footer"));
  expect(footer["quick-links"].map((link) => link.name)).toEqual([
    "Home page",
    "Economy",
    "Latest NEWS",
    "Our Blog",
    "Personal Finance",
    "Business",
  ]);
  // A legal word wins ("About our privacy"), and a nested link counts where it stands.
  expect(footer.legal.map((link) => link.name)).toEqual(["Cookie policy", "Privacy Policy", "Terms of Service", "Legal notice"]);
  // What the footer did not show (no word, or past a column's limit) keeps no column and still does not show.
  const unplaced = ["Sections", "Careers", "Markets", "Sitemap", "About our privacy", "Privacy"];
  const columns = await Promise.all(unplaced.map(async (name) => [name, await columnOf(name)]));
  expect(Object.fromEntries(columns)).toEqual(Object.fromEntries(unplaced.map((name) => [name, [null]])));
});

test("only footer links have a column, and only Quick Links or Legal", async () => {
  await expect(
    database.db.execute(sql`insert into menu_items (location, name, url, footer_column) values ('header', 'Home', '/', 'legal')`),
  ).rejects.toThrow();
  await expect(
    database.db.execute(sql`insert into menu_items (location, name, url, footer_column) values ('footer', 'Home', '/', 'sidebar')`),
  ).rejects.toThrow();
  await database.db.execute(sql`insert into menu_items (location, name, url, footer_column) values ('footer', 'Jobs', '/jobs', 'legal')`);
  expect(await columnOf("Jobs")).toEqual(["legal"]);
});
