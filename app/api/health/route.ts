import { NextResponse } from "next/server";
import { pingDatabase } from "@/lib/db/connection";
import { withErrors } from "@/lib/http/responses";

/** Liveness and database readiness, for load balancers and the test harness. */
export const GET = withErrors(async () => {
  await pingDatabase();
  return NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
});
