import { asc } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { menuItems } from "@/lib/db/schema";
import type { MenuItem, MenuLocation } from "./types";

type Row = typeof menuItems.$inferSelect;

function toItem(row: Row): MenuItem {
  const item: MenuItem = { id: row.id, name: row.name, url: row.url, location: row.location, children: [] };
  if (row.fontFamily) item.font_family = row.fontFamily;
  if (row.fontSize) item.font_size = row.fontSize;
  if (row.fontWeight) item.font_weight = row.fontWeight;
  if (row.color) item.color = row.color;
  if (row.style) item.style = row.style;
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
export async function readMenus(db: Database, location?: MenuLocation): Promise<MenuItem[]> {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.location), asc(menuItems.position), asc(menuItems.id));
  const tree = buildMenuTree(rows);
  const ordered = [...tree.filter((item) => item.location === "header"), ...tree.filter((item) => item.location === "footer")];
  return location ? ordered.filter((item) => item.location === location) : ordered;
}
