import { NextResponse } from "next/server";
import { createAltchaChallenge } from "@/lib/captcha/altcha";
import { captchaConfig } from "@/lib/captcha/captcha";
import { jsonError, withErrors } from "@/lib/http/responses";

/** A fresh ALTCHA challenge for the widget; never cached. */
export const GET = withErrors(async () => {
  if (captchaConfig().provider !== "altcha") return jsonError(404, "This site does not use ALTCHA.");
  return NextResponse.json(await createAltchaChallenge(), { headers: { "Cache-Control": "no-store" } });
});
