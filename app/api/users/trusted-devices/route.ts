import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { listTrustedDevices, revokeAllTrustedDevices } from "@/lib/auth/trusted-devices";
import { getDb } from "@/lib/db/connection";
import { withErrors } from "@/lib/http/responses";

/** Browsers that skip the second factor for this account. */
export const GET = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  return NextResponse.json(await listTrustedDevices(await getDb(), user.id));
});

/** Forgets every trusted browser: the next sign-in on each asks for a code again. */
export const DELETE = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  await revokeAllTrustedDevices(await getDb(), user.id);
  return NextResponse.json({ message: "All trusted devices have been removed." });
});
