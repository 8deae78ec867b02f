import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, searchParamsObject } from "@/lib/http/validation";
import { menuQuerySchema } from "@/lib/menus/schemas";
import { getMenus } from "@/lib/menus/service";

/** GET /menus and /api/menus: every menu item, nested, each with its location (or one location's). */
export const GET = withErrors(async (request: Request) => {
  const { location } = parseOrThrow(menuQuerySchema, searchParamsObject(request.url));
  const menus = await getMenus(location);
  return NextResponse.json(menus, { headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" } });
});
