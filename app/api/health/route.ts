import { NextResponse } from "next/server";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/connection";
import { withErrors } from "@/lib/http/responses";

/** Liveness and database readiness, for load balancers and the test harness. */
export const GET = withErrors(async () => {
  const db = await getDb();
  await db.execute(sql`select 1`);
  return NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
});
