import type { Metadata } from "next";
import { PostEditor } from "@/components/newsroom/PostEditor";
import { newsroomUser, ownDraftPermissions, readArticle } from "@/components/newsroom/newsroomPage";
import { can } from "@/lib/auth/capabilities";
import { chartChoices } from "@/lib/data/service";
import { getAdminPost, listAuthors } from "@/lib/newsroom/service";
import { listTags } from "@/lib/newsroom/taxonomy";
import { listCategories } from "@/lib/newsroom/categories";

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: "Edit article" };

export default async function EditPostPage({ params }: Props) {
  const { id: raw } = await params;
  const user = await newsroomUser(`/admin/posts/${raw}`);
  const post = await readArticle(raw, (id) => getAdminPost(user, id));
  // Keyed by id: opening another article starts a fresh editor rather than carrying this one's state.
  return (
    <PostEditor
      key={post.id}
      initial={post}
      authors={await listAuthors()}
      categories={await listCategories(user)}
      tagChoices={(await listTags(user)).map((tag) => tag.name)}
      canCreateTags={can(user, "manage_tags")}
      canCorrect={can(user, "manage_corrections")}
      newPostCan={ownDraftPermissions(user)}
      chartChoices={chartChoices()}
    />
  );
}
