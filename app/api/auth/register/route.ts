import { NextResponse } from "next/server";
import { SIGN_IN_NOTICES } from "@/lib/auth/messages";
import { requestContext } from "@/lib/auth/request-context";
import { signUp } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { registrationSchema } from "@/lib/auth/schemas";

/** docs/behaviour.md#data-shapes registration payload → 201 { message, user }; a taken e-mail or phone is a 409. A link to confirm the address is mailed. */
export const POST = withErrors(async (request) => {
  const input = parseOrThrow(registrationSchema, await readJson(request));
  const user = await signUp(input, requestContext(request));
  return NextResponse.json({ message: SIGN_IN_NOTICES.registered, user }, { status: 201 });
});
