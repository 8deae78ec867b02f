import { NextResponse } from "next/server";
import { changeTwoFactor } from "@/lib/auth/account-settings";
import { requireRequestUser } from "@/lib/auth/current-user";
import { requestContext } from "@/lib/auth/request-context";
import { getDb } from "@/lib/db/connection";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { twoFactorSettingSchema } from "@/lib/validation/auth";

/** { enabled, password? } → the updated user; turning it off needs the password. */
export const PUT = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  const input = parseOrThrow(twoFactorSettingSchema, await readJson(request));
  return NextResponse.json(await changeTwoFactor(await getDb(), user, input, requestContext(request)));
});
