import { NextResponse } from "next/server";
import { CATEGORIES } from "@/lib/categories/categories";
import { withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";

/** GET /api/admin/categories → { categories: [{ id, name, slug }] }, the category choices (staff). */
export const GET = withErrors(async (request: Request) => {
  await requireCapability(request);
  return NextResponse.json({ categories: CATEGORIES });
});
