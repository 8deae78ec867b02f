import { NextResponse } from "next/server";
import { requireRequestUser } from "@/lib/auth/current-user";
import { revokeTrustedDevice } from "@/lib/auth/trusted-devices";
import { getDb } from "@/lib/db/connection";
import { HttpError, parseId, withErrors } from "@/lib/http/responses";

/** Forgets one trusted browser of the signed-in reader; another reader's device is a 404. */
export const DELETE = withErrors(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireRequestUser(request);
  const id = parseId((await params).id);
  if (!id) throw new HttpError(400, "Invalid device id.");
  if (!(await revokeTrustedDevice(await getDb(), user.id, id))) throw new HttpError(404, "No such trusted device.");
  return NextResponse.json({ message: "The device has been removed." });
});
