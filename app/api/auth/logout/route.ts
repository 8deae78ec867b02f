import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { signOut } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";

/** Ends the session of the calling token (Bearer clients; the browser logs out through next-auth). */
export const POST = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  await signOut(user.sessionId);
  return NextResponse.json({ message: "You have been signed out." });
});
