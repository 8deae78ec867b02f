import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { requestContext } from "@/lib/auth/request-context";
import { requestEmailChange } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";
import { emailChangeSchema } from "@/lib/auth/schemas";

/** { email, password? | code? } → 202 { message }: a link goes to the new address, which becomes the account's when it is opened. */
export const PUT = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  const input = parseOrThrow(emailChangeSchema, await readJson(request));
  return NextResponse.json(await requestEmailChange(user, input, requestContext(request)), { status: 202 });
});
