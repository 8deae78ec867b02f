import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { requestContext } from "@/lib/auth/request-context";
import { updateProfile } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { profileSchema } from "@/lib/auth/schemas";

/** The signed-in reader's account. */
export const GET = withErrors(async (request) => {
  const { sessionId: _sessionId, ...user } = await requireRequestUser(request);
  return NextResponse.json(user, { headers: { "Cache-Control": "no-store" } });
});

/** docs/behaviour.md#calls: the profile object → the updated user. A new phone number is checked as at registration, behind the same limit. */
export const PUT = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  const input = parseOrThrow(profileSchema, await readJson(request));
  return NextResponse.json(await updateProfile(user, input, requestContext(request)));
});
