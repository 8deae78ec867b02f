import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { requestContext } from "@/lib/auth/request-context";
import { confirmPhoneNumber, sendPhoneVerificationCode } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { phoneCodeSchema } from "@/lib/auth/schemas";

/** Texts a code to the account's phone number. */
export const POST = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  return NextResponse.json(await sendPhoneVerificationCode(user));
});

/** { code } → the updated user, its number proven; wrong codes count as failed sign-ins. */
export const PUT = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  const { code } = parseOrThrow(phoneCodeSchema, await readJson(request));
  return NextResponse.json(await confirmPhoneNumber(user, code, requestContext(request)));
});
