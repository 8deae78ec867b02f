import { NextResponse } from "next/server";
import { signOutEverywhere } from "@/lib/auth/account-settings";
import { requireRequestUser } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/connection";
import { withErrors } from "@/lib/http/responses";

/** "Sign out everywhere": every session and token of the account stops working, this one included. */
export const DELETE = withErrors(async (request) => {
  const user = await requireRequestUser(request);
  await signOutEverywhere(await getDb(), user.id);
  return NextResponse.json({ message: "You have been signed out everywhere." });
});
