"use client";

import { useEffect } from "react";

/**
 * Counts this page view (POST /api/posts/{id}/view) once the article is on screen. The page is
 * cached and shared, so it cannot be counted while rendering; readers without JavaScript are not
 * counted.
 */
export function ViewBeacon({ postId }: { postId: number }) {
  useEffect(() => {
    const url = `/api/posts/${postId}/view`;
    if (!navigator.sendBeacon?.(url)) void fetch(url, { method: "POST", keepalive: true }).catch(() => {});
  }, [postId]);
  return null;
}
