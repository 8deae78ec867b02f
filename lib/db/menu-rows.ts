import type { Database } from "./client";
import type { FooterColumn, MENU_LOCATIONS } from "./enums";
import { menuItems } from "./schema";

// Writing a menu's rows: the seed fills the menus with it, and lib/menus saves an editor's menu with it.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A menu item to write: the row's columns and its own items. */
export interface NewMenuItem {
  name: string;
  url: string;
  fontFamily?: string;
  fontSize?: string;
  fontWeight?: string;
  color?: string;
  style?: string;
  /** A footer link's column (Quick Links or Legal). */
  footerColumn?: FooterColumn;
  children?: NewMenuItem[];
}

/** Writes `items` (and theirs) under `parentId`, in order. */
export async function insertMenuItems(
  db: Database | Tx,
  location: (typeof MENU_LOCATIONS)[number],
  items: NewMenuItem[],
  parentId: number | null = null,
): Promise<void> {
  for (const [position, item] of items.entries()) {
    const [row] = await db
      .insert(menuItems)
      .values({
        parentId,
        location,
        position,
        name: item.name,
        url: item.url,
        fontFamily: item.fontFamily ?? null,
        fontSize: item.fontSize ?? null,
        fontWeight: item.fontWeight ?? null,
        color: item.color ?? null,
        style: item.style ?? null,
        footerColumn: item.footerColumn ?? null,
      })
      .returning({ id: menuItems.id });
    if (row && item.children?.length) await insertMenuItems(db, location, item.children, row.id);
  }
}
