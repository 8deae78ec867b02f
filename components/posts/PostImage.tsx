import type { ImgHTMLAttributes } from "react";
import { FallbackImage } from "@/components/ui/FallbackImage";
import { stockImageUrl } from "@/lib/posts/images";
import type { PostSummary } from "@/lib/posts/types";

/**
 * A post's featured image. One from the media library is a <picture>: AVIF copies for the browsers
 * that take them, WebP in the <img>, each listed by width with the `sizes` the layout gives it, so
 * a phone fetches a phone-sized copy. Any other image (the demo's SVGs, a stock image) is one <img>.
 * Plain markup around the existing fallback island: no new client code.
 */
export function PostImage({
  post,
  sizes,
  ...image
}: { post: Pick<PostSummary, "id" | "image" | "image_srcset">; sizes: string; alt: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "sizes"
>) {
  const sources = post.image_srcset;
  const img = (
    <FallbackImage
      src={post.image}
      fallbackSrc={stockImageUrl(post.id)}
      srcSet={sources?.webp || undefined}
      sizes={sources ? sizes : undefined}
      {...image}
    />
  );
  if (!sources) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      {img}
    </picture>
  );
}
