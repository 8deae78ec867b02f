import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PostEditor } from "@/components/newsroom/PostEditor";
import { newsroomUser, ownDraftPermissions } from "@/components/newsroom/newsroomPage";
import { can } from "@/lib/auth/capabilities";
import { chartChoices } from "@/lib/data/service";
import { listAuthors } from "@/lib/newsroom/service";
import { listTags } from "@/lib/newsroom/taxonomy";
import { listCategories } from "@/lib/newsroom/categories";

export const metadata: Metadata = { title: "New article" };

export default async function NewPostPage() {
  const user = await newsroomUser("/admin/posts/new");
  if (!can(user, "create_post")) redirect("/admin/posts");
  return (
    <PostEditor
      initial={null}
      authors={await listAuthors()}
      categories={await listCategories(user)}
      tagChoices={(await listTags(user)).map((tag) => tag.name)}
      canCreateTags={can(user, "manage_tags")}
      newPostCan={ownDraftPermissions(user)}
      chartChoices={chartChoices()}
    />
  );
}
