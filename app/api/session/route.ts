import { NextResponse } from "next/server";
import { getRequestUser } from "@/lib/auth/current-user";
import { readerSummary } from "@/lib/reactions/reader-state";
import { withErrors } from "@/lib/http/responses";

/**
 * The signed-in reader, for the browser islands of the cached reading pages: `{ user }` or
 * `{ user: null }`. The reading pages' islands call it without a Bearer token, so it answers for
 * the web session cookie — the same session the account pages' guards see.
 */
export const GET = withErrors(async (request) => {
  const user = await getRequestUser(request);
  return NextResponse.json({ user: user ? readerSummary(user) : null }, { headers: { "Cache-Control": "no-store" } });
});
