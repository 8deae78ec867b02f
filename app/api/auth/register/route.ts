import { NextResponse } from "next/server";
import { SIGN_IN_NOTICES } from "@/lib/auth/messages";
import { register } from "@/lib/auth/registration";
import { requestContext } from "@/lib/auth/request-context";
import { getDb } from "@/lib/db/connection";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { registrationSchema } from "@/lib/validation/auth";

/** Spec §3 registration payload → 201 { message, user }; a taken e-mail or phone is a 409. */
export const POST = withErrors(async (request) => {
  const input = parseOrThrow(registrationSchema, await readJson(request));
  const user = await register(await getDb(), input, requestContext(request));
  return NextResponse.json({ message: SIGN_IN_NOTICES.registered, user }, { status: 201 });
});
