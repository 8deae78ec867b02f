import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { requestContext } from "@/lib/auth/request-context";
import { changePassword } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { changePasswordSchema } from "@/lib/auth/schemas";

/** { currentPassword (or code), newPassword, confirmPassword } → { message, token, user }: other sessions end, the owner is mailed. */
export const PUT = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  const input = parseOrThrow(changePasswordSchema, await readJson(request));
  const outcome = await changePassword(user, input, requestContext(request));
  return NextResponse.json({ message: "Your password has been changed. Other devices have been signed out.", ...outcome });
});
