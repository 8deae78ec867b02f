import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuditLog } from "@/components/newsroom/AuditLog";
import { newsroomUser } from "@/components/newsroom/newsroomPage";
import { can } from "@/lib/auth/capabilities";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditPage() {
  const user = await newsroomUser("/admin/audit");
  if (!can(user, "read_audit")) redirect("/admin/posts");
  return <AuditLog />;
}
