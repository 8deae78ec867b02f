import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { requestContext } from "@/lib/auth/request-context";
import { authenticatorConfirmSchema, reauthSchema } from "@/lib/auth/schemas";
import { confirmAuthenticatorApp, removeAuthenticatorApp, startAuthenticatorApp } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";
import { parseOrThrow, readJson } from "@/lib/http/validation";

/** Begins setting up an authenticator app → { uri, qr, secret } (docs/api/accounts.md). */
export const POST = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  return NextResponse.json(await startAuthenticatorApp(user));
});

/** { code, password | confirmationCode } → { recoveryCodes }: the app is confirmed and two-step is on. */
export const PUT = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  const input = parseOrThrow(authenticatorConfirmSchema, await readJson(request));
  return NextResponse.json(await confirmAuthenticatorApp(user, input, requestContext(request)));
});

/** { password | code } → the app and its recovery codes are removed; sign-ins go back to mailed codes. */
export const DELETE = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  const input = parseOrThrow(reauthSchema, await readJson(request));
  return NextResponse.json(await removeAuthenticatorApp(user, input, requestContext(request)));
});
