"use client";

import { PostLoadErrorNotice } from "@/components/article/PostLoadError";

export default function PostError(props: { error: unknown; retry: () => void }) {
  return <PostLoadErrorNotice {...props} />;
}
