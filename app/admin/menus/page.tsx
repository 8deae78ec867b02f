import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { MenuEditor } from "@/components/newsroom/MenuEditor";
import { newsroomUser } from "@/components/newsroom/newsroomPage";
import { can } from "@/lib/auth/capabilities";
import { readAdminMenu } from "@/lib/newsroom/menus";

export const metadata: Metadata = { title: "Menus" };

export default async function MenusPage() {
  const user = await newsroomUser("/admin/menus");
  if (!can(user, "manage_menus")) redirect("/admin/posts");
  const [header, quickLinks, legal] = await Promise.all([
    readAdminMenu(user, "header"),
    readAdminMenu(user, "quick-links"),
    readAdminMenu(user, "legal"),
  ]);
  return <MenuEditor initial={{ header: header.items, "quick-links": quickLinks.items, legal: legal.items }} />;
}
