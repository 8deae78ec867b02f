import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { forgetAllTrustedDevices, trustedDevicesOf } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";

/** Browsers that skip the second factor for this account. */
export const GET = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  return NextResponse.json(await trustedDevicesOf(user), { headers: { "Cache-Control": "no-store" } });
});

/** Forgets every trusted browser: the next sign-in on each asks for a code again. */
export const DELETE = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  await forgetAllTrustedDevices(user);
  return NextResponse.json({ message: "All trusted devices have been removed." });
});
