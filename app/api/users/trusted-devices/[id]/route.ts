import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { forgetTrustedDevice } from "@/lib/auth/service";
import { requireId, withErrors } from "@/lib/http/responses";

/** Forgets one trusted browser of the signed-in reader; another reader's device is a 404. */
export const DELETE = withErrors(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireRequestUser(request);
  await forgetTrustedDevice(user, requireId((await params).id, "device"));
  return NextResponse.json({ message: "The device has been removed." });
});
