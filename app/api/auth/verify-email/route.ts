import { NextResponse } from "next/server";
import { confirmEmail } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { verifyEmailSchema } from "@/lib/auth/schemas";

/** { token } of a mailed link → { message, user }: the address is proven (or, for a change, becomes the account's). */
export const POST = withErrors(async (request) => {
  const { token } = parseOrThrow(verifyEmailSchema, await readJson(request));
  return NextResponse.json(await confirmEmail(token), { headers: { "Cache-Control": "no-store" } });
});
