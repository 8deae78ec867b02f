import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import type { FooterColumn } from "@/lib/db/enums";
import { can, type Actor } from "@/lib/auth/capabilities";
import { getDb } from "@/lib/db/connection";
import { ForbiddenError } from "@/lib/errors";
import type { NewMenuItem } from "@/lib/db/menu-rows";
import { MENU_ERRORS, MENU_TITLES, type MenuKind } from "@/lib/menus/messages";
import { flattenMenu, footerLinksIn } from "@/lib/menus/navigation";
import { lockMenus, readMenus, replaceMenu } from "@/lib/menus/repository";
import type { FooterLinkInput, HeaderMenuInput } from "@/lib/menus/schemas";
import { revalidateMenus } from "@/lib/menus/service";
import type { MenuItem } from "@/lib/menus/types";
import { insertAudit } from "./repository";

// The menus in the back office (/admin/menus, /api/admin/menus/{menu}): the header's tree and the
// footer's Quick Links and Legal columns, each read and saved whole. The footer is one menu in the
// database (GET /menus serves it as before) whose links each carry their column, so a column's
// links are the footer items in it, and saving one column rewrites the footer as Quick Links, then
// Legal, then any item in neither (from before columns were stored), untouched.

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

function toRow(item: HeaderMenuInput): NewMenuItem {
  return {
    name: item.name,
    url: item.url,
    fontFamily: item.font_family,
    fontSize: item.font_size,
    fontWeight: item.font_weight,
    color: item.color,
    style: item.style,
    children: item.children.map(toRow),
  };
}

const link = (item: MenuItem): FooterLinkInput => ({ name: item.name, url: item.url });

/** A footer column's links as rows; footer items are a flat list (the footer flattens them too). */
const footerRows = (links: FooterLinkInput[], footerColumn?: FooterColumn): NewMenuItem[] =>
  links.map((item) => ({ name: item.name, url: item.url, footerColumn }));

/** A menu as it is saved now. */
async function read(db: Parameters<typeof readMenus>[0], kind: MenuKind): Promise<AdminMenuItems> {
  if (kind === "header") return (await readMenus(db, "header")).map(toInput);
  return footerLinksIn(await readMenus(db, "footer"), kind).map(link);
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
      await replaceMenu(tx, "header", (items as HeaderMenuInput[]).map(toRow));
    } else {
      const footer = await readMenus(tx, "footer");
      const column = (which: FooterColumn) => (which === kind ? items : footerLinksIn(footer, which).map(link));
      const neither = flattenMenu(footer).filter((item) => !item.column);
      await replaceMenu(tx, "footer", [
        ...footerRows(column("quick-links"), "quick-links"),
        ...footerRows(column("legal"), "legal"),
        ...footerRows(neither.map(link)),
      ]);
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
