import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { signOutEverywhere } from "@/lib/auth/service";
import { withErrors } from "@/lib/http/responses";

/** "Sign out everywhere": every session and token of the account stops working, this one included. */
export const DELETE = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  await signOutEverywhere(user);
  return NextResponse.json({ message: "You have been signed out everywhere." });
});
