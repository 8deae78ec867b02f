import type { Metadata } from "next";
import { PostList } from "@/components/newsroom/PostList";
import { newsroomUser } from "@/components/newsroom/newsroomPage";
import { can } from "@/lib/auth/capabilities";
import { listCategories } from "@/lib/newsroom/categories";
import { getReviewQueue, listAuthors } from "@/lib/newsroom/service";

export const metadata: Metadata = { title: "Articles" };

export default async function NewsroomPostsPage() {
  const user = await newsroomUser("/admin/posts");
  const reviews = can(user, "review_submissions");
  const [authors, categories, queue] = await Promise.all([listAuthors(), listCategories(user), reviews ? getReviewQueue() : undefined]);
  return <PostList authors={authors} categories={categories} canCreate={can(user, "create_post")} reviewCount={queue?.count} />;
}
