import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BylineManager } from "@/components/newsroom/BylineManager";
import { newsroomUser } from "@/components/newsroom/newsroomPage";
import { can } from "@/lib/auth/capabilities";
import { listBylineAccounts } from "@/lib/newsroom/bylines";

export const metadata: Metadata = { title: "Bylines" };

export default async function BylinesPage() {
  const user = await newsroomUser("/admin/authors");
  if (!can(user, "manage_bylines")) redirect("/admin/posts");
  return <BylineManager accounts={await listBylineAccounts(user)} />;
}
