import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { mergeIntoAccount } from "@/lib/reactions/service";
import { browserStateSchema } from "@/lib/reactions/schemas";

/**
 * POST /api/users/browser-state { liked: [ids], saved: [ids] }: what this browser liked and saved
 * before its reader signed in, added to the account (idempotent) → the ids the account now has.
 */
export const POST = withErrors(async (request: Request) => {
  const user = await requireRequestUser(request);
  const state = parseOrThrow(browserStateSchema, await readJson(request));
  return NextResponse.json(await mergeIntoAccount(user.id, state), { headers: { "Cache-Control": "no-store" } });
});
