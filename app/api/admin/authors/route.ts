import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/responses";
import { requireCapability } from "@/lib/newsroom/access";
import { listAuthors } from "@/lib/newsroom/service";

/** GET /api/admin/authors → { authors: [{ id, name, role }] }, the byline choices (staff). */
export const GET = withErrors(async (request: Request) => {
  await requireCapability(request);
  return NextResponse.json({ authors: await listAuthors() }, { headers: { "Cache-Control": "no-store" } });
});
