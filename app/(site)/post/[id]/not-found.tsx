import { PostNotFoundNotice } from "@/components/article/ArticleNotices";

export default function PostNotFound() {
  return <PostNotFoundNotice />;
}
