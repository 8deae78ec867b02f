import { NextResponse } from "next/server";
import { NotFoundError } from "@/lib/errors";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { readAdminMenu, requireMenuManager, saveAdminMenu } from "@/lib/newsroom/menus";
import { MENU_ERRORS, type MenuKind } from "@/lib/menus/messages";
import { footerMenuSchemas, headerMenuSchema, menuKindSchema } from "@/lib/menus/schemas";
import { requireCapability } from "@/lib/newsroom/access";

type Context = { params: Promise<{ menu: string }> };

async function menuOf({ params }: Context): Promise<MenuKind> {
  const parsed = menuKindSchema.safeParse((await params).menu);
  if (!parsed.success) throw new NotFoundError(MENU_ERRORS.unknownMenu);
  return parsed.data;
}

/** GET /api/admin/menus/{header|quick-links|legal} → { items } (editors and admins). */
export const GET = withErrors(async (request: Request, context: Context) => {
  const user = await requireCapability(request);
  const menu = await menuOf(context);
  return NextResponse.json(await readAdminMenu(user, menu), { headers: { "Cache-Control": "no-store" } });
});

/** PUT /api/admin/menus/{header|quick-links|legal} { items } → { items }: the whole menu, audited; every page shows it. */
export const PUT = withErrors(async (request: Request, context: Context) => {
  const user = await requireCapability(request, "enter_newsroom", "write");
  requireMenuManager(user);
  const menu = await menuOf(context);
  const schema = menu === "header" ? headerMenuSchema : footerMenuSchemas[menu];
  const { items } = parseOrThrow(schema, await readJson(request), MENU_ERRORS.invalidMenu);
  return NextResponse.json(await saveAdminMenu(user, menu, items));
});
