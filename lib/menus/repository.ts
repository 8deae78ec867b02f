import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { insertMenuItems, type NewMenuItem } from "@/lib/db/menu-rows";
import { menuItems } from "@/lib/db/schema";
import type { MenuItem, MenuLocation } from "./types";

type Row = typeof menuItems.$inferSelect;
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;

// Any constant shared by every process that may save a menu on the same database.
const MENUS_LOCK_ID = 738_150_024;

function toItem(row: Row): MenuItem {
  const item: MenuItem = { id: row.id, name: row.name, url: row.url, location: row.location, children: [] };
  if (row.fontFamily) item.font_family = row.fontFamily;
  if (row.fontSize) item.font_size = row.fontSize;
  if (row.fontWeight) item.font_weight = row.fontWeight;
  if (row.color) item.color = row.color;
  if (row.style) item.style = row.style;
  if (row.footerColumn) item.column = row.footerColumn;
  return item;
}

/** Builds the nested menus from one flat read; items are ordered by position within their parent. */
export function buildMenuTree(rows: Row[]): MenuItem[] {
  const sorted = [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
  const items = new Map(sorted.map((row) => [row.id, toItem(row)]));
  const roots: MenuItem[] = [];
  for (const row of sorted) {
    const item = items.get(row.id);
    if (!item) continue;
    const parent = row.parentId === null ? undefined : items.get(row.parentId);
    if (parent) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}

/** Every menu (header items first, then footer), or one location's. */
export async function readMenus(db: Db, location?: MenuLocation): Promise<MenuItem[]> {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.location), asc(menuItems.position), asc(menuItems.id));
  const tree = buildMenuTree(rows);
  const ordered = [...tree.filter((item) => item.location === "header"), ...tree.filter((item) => item.location === "footer")];
  return location ? ordered.filter((item) => item.location === location) : ordered;
}

/**
 * Holds the menus for the rest of the transaction: a save reads a menu, then replaces it, and two
 * saves at once must not both delete the same rows and both insert theirs.
 */
export async function lockMenus(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MENUS_LOCK_ID})`);
}

/** Replaces one location's whole menu (the children go with their parents: on delete cascade). */
export async function replaceMenu(tx: Tx, location: MenuLocation, items: NewMenuItem[]): Promise<void> {
  await tx.delete(menuItems).where(eq(menuItems.location, location));
  await insertMenuItems(tx, location, items);
}
