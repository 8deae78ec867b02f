import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { requestContext } from "@/lib/auth/request-context";
import { sessionSecondFactorSchema } from "@/lib/auth/schemas";
import { confirmSessionSecondFactor } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";

/** { code } (from POST /api/users/confirmation-code) → this session has passed the second factor: what the newsroom needs. */
export const POST = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  const { code } = parseOrThrow(sessionSecondFactorSchema, await readJson(request));
  return NextResponse.json(await confirmSessionSecondFactor(user, code, requestContext(request)));
});
