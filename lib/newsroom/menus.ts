import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { can, type Actor } from "@/lib/auth/capabilities";
import { getDb } from "@/lib/db/connection";
import { ForbiddenError } from "@/lib/errors";
import type { NewMenuItem } from "@/lib/db/menu-rows";
import { MENU_ERRORS, MENU_TITLES, type MenuKind } from "@/lib/menus/messages";
import { footerLinks } from "@/lib/menus/navigation";
import { lockMenus, readMenus, replaceMenu } from "@/lib/menus/repository";
import type { FooterLinkInput, HeaderMenuInput } from "@/lib/menus/schemas";
import { revalidateMenus } from "@/lib/menus/service";
import type { MenuItem } from "@/lib/menus/types";
import { insertAudit } from "./repository";

// The menus in the back office (/admin/menus, /api/admin/menus/{menu}): the header's tree and the
// footer's Quick Links and Legal columns, each read and saved whole. The footer is one menu in the
// database (GET /menus serves it as before) and places each link in a column by its name
// (docs/behaviour.md#limits), so a column's links are the footer items placed in it, and saving one
// column rewrites the footer as Quick Links, then Legal, then any item in neither, untouched.

export type AdminMenuItems = HeaderMenuInput[] | FooterLinkInput[];

export function requireMenuManager(actor: Actor): void {
  if (!can(actor, "manage_menus")) throw new ForbiddenError(MENU_ERRORS.menusForbidden);
}

/** An item as an editor sees and saves it: no ids (a save replaces the menu), the spec's field names. */
function toInput(item: MenuItem): HeaderMenuInput {
  return {
    name: item.name,
    url: item.url,
    ...(item.font_family && { font_family: item.font_family }),
    ...(item.font_size && { font_size: item.font_size }),
    ...(item.font_weight && { font_weight: item.font_weight }),
    ...(item.color && { color: item.color }),
    ...(item.style === "underline" && { style: "underline" as const }),
    children: item.children.map(toInput),
  };
}

function toRow(item: HeaderMenuInput | FooterLinkInput): NewMenuItem {
  const header = item as Partial<HeaderMenuInput>;
  return {
    name: item.name,
    url: item.url,
    fontFamily: header.font_family,
    fontSize: header.font_size,
    fontWeight: header.font_weight,
    color: header.color,
    style: header.style,
    children: (header.children ?? []).map(toRow),
  };
}

const link = (item: MenuItem): FooterLinkInput => ({ name: item.name, url: item.url });

/** The footer's items by the column they show in. */
function footerParts(footer: MenuItem[]) {
  const links = footerLinks(footer);
  const rows = (column: "main" | "legal" | undefined) => links.filter((entry) => entry.column === column).map((entry) => entry.item);
  return { "quick-links": rows("main"), legal: rows("legal"), neither: rows(undefined) };
}

/** A menu as it is saved now. */
async function read(db: Parameters<typeof readMenus>[0], kind: MenuKind): Promise<AdminMenuItems> {
  if (kind === "header") return (await readMenus(db, "header")).map(toInput);
  return footerParts(await readMenus(db, "footer"))[kind].map(link);
}

/** One menu as an editor edits it. */
export async function readAdminMenu(actor: Actor, kind: MenuKind): Promise<{ items: AdminMenuItems }> {
  requireMenuManager(actor);
  return { items: await read(await getDb(), kind) };
}

/**
 * Saves one menu whole (already validated by its schema): audited with what it was and is, and
 * every page's header and footer revalidated, unless nothing changed.
 */
export async function saveAdminMenu(actor: SessionUser, kind: MenuKind, items: AdminMenuItems): Promise<{ items: AdminMenuItems }> {
  requireMenuManager(actor);
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    await lockMenus(tx);
    const before = await read(tx, kind);
    if (JSON.stringify(before) === JSON.stringify(items)) return false;
    if (kind === "header") {
      await replaceMenu(tx, "header", items.map(toRow));
    } else {
      const parts = footerParts(await readMenus(tx, "footer"));
      const columns = { ...parts, [kind]: items };
      // Footer items are a flat list: the footer flattens them, and so does each column here.
      const flat = [...columns["quick-links"], ...columns.legal, ...columns.neither].map((item) => ({ ...toRow(item), children: [] }));
      await replaceMenu(tx, "footer", flat);
    }
    await insertAudit(tx, [
      {
        userId: actor.id,
        action: "menu_updated",
        postId: null,
        postTitle: "",
        details: { menu: kind, name: MENU_TITLES[kind], before, after: items },
      },
    ]);
    return true;
  });
  if (changed) revalidateMenus();
  return { items: await read(db, kind) };
}
