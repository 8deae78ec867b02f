import { NextResponse } from "next/server";
import { requestContext } from "@/lib/auth/request-context";
import { forgotPassword } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { forgotPasswordRequestSchema } from "@/lib/auth/schemas";

/** { email } or { emailOrPhone } → the same 200, after the same work, whether or not the account exists. */
export const POST = withErrors(async (request) => {
  const input = parseOrThrow(forgotPasswordRequestSchema, await readJson(request));
  return NextResponse.json(await forgotPassword(input, requestContext(request)));
});
