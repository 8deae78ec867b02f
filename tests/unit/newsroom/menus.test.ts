/** @jest-environment node */
import { revalidateTag } from "next/cache";
import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/connection";
import { auditLog, users } from "@/lib/db/schema";
import { ForbiddenError } from "@/lib/errors";
import { footerColumns } from "@/lib/menus/navigation";
import { readMenus } from "@/lib/menus/repository";
import { readAdminMenu, saveAdminMenu } from "@/lib/newsroom/menus";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

// The footer's columns in the back office (lib/newsroom/menus.ts) on a real Postgres (PGlite): a
// column is saved with each link, so a save of one column leaves the other (and any link from
// before columns were stored) as it was, the footer shows each link where it was saved, and only
// a change is audited and revalidated.

jest.mock("@/lib/db/connection", () => ({ getDb: jest.fn() }));
jest.mock("next/cache", () => ({ unstable_cache: (read: unknown) => read, revalidateTag: jest.fn() }));

let database: TestDatabase;
let editor: SessionUser;

beforeAll(async () => {
  database = await createTestDatabase();
  jest.mocked(getDb).mockResolvedValue(database.db);
  const [row] = await database.db
    .insert(users)
    .values({ email: "desk@example.com", firstName: "Desk", lastName: "Editor", role: "editor" })
    .returning({ id: users.id });
  editor = { id: row!.id, role: "editor", twoFactorEnabled: true, secondFactor: true } as SessionUser;
  // A footer link kept from before columns were stored: in neither column.
  await database.db.execute(sql`insert into menu_items (location, position, name, url) values ('footer', 0, 'Archive', '/archive')`);
}, 120_000);
afterAll(async () => {
  await database.dispose();
});
beforeEach(() => jest.mocked(revalidateTag).mockClear());

const audited = async () => (await database.db.select().from(auditLog).where(eq(auditLog.action, "menu_updated"))).length;

test("each column is saved apart with its links in order, whatever their names, and the footer shows them there", async () => {
  const quickLinks = [
    { name: "Careers", url: "/careers" },
    { name: "Privacy desk", url: "/privacy-desk" },
  ];
  const legal = [
    { name: "Home of our terms", url: "/terms" },
    { name: "Imprint", url: "/imprint" },
  ];
  expect(await saveAdminMenu(editor, "quick-links", quickLinks)).toEqual({ items: quickLinks });
  expect(await saveAdminMenu(editor, "legal", legal)).toEqual({ items: legal });
  expect(await readAdminMenu(editor, "quick-links")).toEqual({ items: quickLinks });
  expect(await readAdminMenu(editor, "legal")).toEqual({ items: legal });

  const footer = await readMenus(database.db, "footer");
  // GET /menus: Quick Links, then Legal, then the link in neither, kept; each with its column.
  expect(footer.map(({ name, column }) => [name, column])).toEqual([
    ["Careers", "quick-links"],
    ["Privacy desk", "quick-links"],
    ["Home of our terms", "legal"],
    ["Imprint", "legal"],
    ["Archive", undefined],
  ]);
  expect(footerColumns(footer)).toEqual({ "quick-links": quickLinks, legal });
  expect(revalidateTag).toHaveBeenCalledWith("menus", { expire: 0 });

  // Saving Quick Links again, reordered, leaves Legal alone.
  const reordered = [...quickLinks].reverse();
  await saveAdminMenu(editor, "quick-links", reordered);
  expect(footerColumns(await readMenus(database.db, "footer"))).toEqual({ "quick-links": reordered, legal });
});

test("a save that changes nothing is neither audited nor revalidated; an emptied column shows the defaults", async () => {
  const before = await audited();
  const { items } = await readAdminMenu(editor, "legal");
  await saveAdminMenu(editor, "legal", items);
  expect(await audited()).toBe(before);
  expect(revalidateTag).not.toHaveBeenCalled();

  await saveAdminMenu(editor, "legal", []);
  expect(await audited()).toBe(before + 1);
  expect(await readAdminMenu(editor, "legal")).toEqual({ items: [] });
  expect(footerColumns(await readMenus(database.db, "footer")).legal.map((link) => link.name)).toEqual([
    "Privacy Policy",
    "Terms of Service",
    "Sitemap",
  ]);
});

test("only editors and admins read or save menus", async () => {
  const author = { ...editor, role: "author" } as SessionUser;
  await expect(readAdminMenu(author, "legal")).rejects.toBeInstanceOf(ForbiddenError);
  await expect(saveAdminMenu(author, "legal", [])).rejects.toBeInstanceOf(ForbiddenError);
});
