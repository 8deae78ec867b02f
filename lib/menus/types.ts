// Menus as the server sends them: plain shapes, safe to import from client components.

import type { FooterColumn, MENU_LOCATIONS } from "@/lib/db/enums";

export type MenuLocation = (typeof MENU_LOCATIONS)[number];

/** A menu item as the server sends it (docs/behaviour.md#data-shapes, "Menu item"). */
export interface MenuItem {
  id: number;
  name: string;
  url: string;
  location: MenuLocation;
  /** A footer link's column, as the editor saved it; a footer link without one is not shown. */
  column?: FooterColumn;
  font_family?: string;
  font_size?: string;
  font_weight?: string;
  color?: string;
  style?: string;
  children: MenuItem[];
}
