import { NextResponse } from "next/server";
import { changePassword } from "@/lib/auth/account-settings";
import { requireRequestUser } from "@/lib/auth/current-user";
import { requestContext } from "@/lib/auth/request-context";
import { getDb } from "@/lib/db/connection";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { changePasswordSchema } from "@/lib/validation/auth";

/** { currentPassword, newPassword, confirmPassword } → { message, token, user }: other sessions end. */
export const PUT = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  const input = parseOrThrow(changePasswordSchema, await readJson(request));
  const outcome = await changePassword(await getDb(), user, input, requestContext(request));
  return NextResponse.json({ message: "Your password has been changed. Other devices have been signed out.", ...outcome });
});
