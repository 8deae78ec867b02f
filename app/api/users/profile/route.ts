import { NextResponse } from "next/server";
import { changeProfile } from "@/lib/auth/account-settings";
import { requireRequestUser } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/connection";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { profileSchema } from "@/lib/validation/auth";

/** The signed-in reader's account. */
export const GET = withErrors(async (request) => {
  const { sessionId: _sessionId, ...user } = await requireRequestUser(request);
  return NextResponse.json(user);
});

/** Spec §7: the profile object → the updated user. */
export const PUT = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  const input = parseOrThrow(profileSchema, await readJson(request));
  return NextResponse.json(await changeProfile(await getDb(), user, input));
});
