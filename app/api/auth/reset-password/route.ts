import { NextResponse } from "next/server";
import { chooseNewPassword } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { resetPasswordSchema } from "@/lib/auth/schemas";

/** docs/behaviour.md#data-shapes reset payload { token, newPassword } (+ confirmPassword when the form sends it). */
export const POST = withErrors(async (request) => {
  const input = parseOrThrow(resetPasswordSchema, await readJson(request));
  return NextResponse.json(await chooseNewPassword(input));
});
