import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { newsroomUser, readArticle } from "@/components/newsroom/newsroomPage";
import { PageEditor } from "@/components/newsroom/PageEditor";
import { can } from "@/lib/auth/capabilities";
import { getAdminPage } from "@/lib/newsroom/pages";

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: "Edit page" };

export default async function EditPagePage({ params }: Props) {
  const { id: raw } = await params;
  const user = await newsroomUser(`/admin/pages/${raw}`);
  if (!can(user, "manage_pages")) redirect("/admin/posts");
  const page = await readArticle(raw, (id) => getAdminPage(user, id));
  // Keyed by id: opening another page starts a fresh editor rather than carrying this one's state.
  return <PageEditor key={page.id} initial={page} />;
}
