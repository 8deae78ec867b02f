import { uploadUrl } from "@/lib/storage/names";

export const STOCK_IMAGE_COUNT = 5;

/**
 * One of the five stock images, chosen from the post id so the server and the browser pick the
 * same one (a random pick would differ between them and break hydration).
 */
export function stockImageUrl(postId: number): string {
  const index = (Math.abs(Math.trunc(postId)) % STOCK_IMAGE_COUNT) + 1;
  return `/images/stock/stock-${index}.svg`;
}

export function postImageUrl(post: { id: number; featuredImageName: string | null }): string {
  return post.featuredImageName ? uploadUrl(post.featuredImageName) : stockImageUrl(post.id);
}
