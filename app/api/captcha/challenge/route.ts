import { NextResponse } from "next/server";
import { createAltchaChallenge } from "@/lib/captcha/altcha";
import { requireAltcha } from "@/lib/captcha/captcha";
import { withErrors } from "@/lib/http/responses";

/** A fresh ALTCHA challenge for the widget; never cached. */
export const GET = withErrors(async () => {
  requireAltcha();
  return NextResponse.json(await createAltchaChallenge(), { headers: { "Cache-Control": "no-store" } });
});
