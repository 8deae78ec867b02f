import type { Metadata } from "next";
import { PostList } from "@/components/newsroom/PostList";
import { newsroomUser } from "@/components/newsroom/newsroomPage";
import { can } from "@/lib/auth/capabilities";
import { listCategories } from "@/lib/newsroom/categories";
import { listAuthors } from "@/lib/newsroom/service";

export const metadata: Metadata = { title: "Articles" };

export default async function NewsroomPostsPage() {
  const user = await newsroomUser("/admin/posts");
  return <PostList authors={await listAuthors()} categories={await listCategories(user)} canCreate={can(user, "create_post")} />;
}
