import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { requestContext } from "@/lib/auth/request-context";
import { reauthSchema } from "@/lib/auth/schemas";
import { replaceRecoveryCodesOf } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";

/** { password | code } → { recoveryCodes }: 10 new recovery codes; the earlier ones stop working. */
export const POST = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  const input = parseOrThrow(reauthSchema, await readJson(request));
  return NextResponse.json(await replaceRecoveryCodesOf(user, input, requestContext(request)));
});
