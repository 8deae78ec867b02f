import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { requestContext } from "@/lib/auth/request-context";
import { changeTwoFactor } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { twoFactorSettingSchema } from "@/lib/auth/schemas";

/** { enabled, password? | code? } → the updated user; turning it off asks for the password (or a mailed code); the owner is mailed. */
export const PUT = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  const input = parseOrThrow(twoFactorSettingSchema, await readJson(request));
  return NextResponse.json(await changeTwoFactor(user, input, requestContext(request)));
});
