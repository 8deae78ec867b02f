"use client";

import { useEffect, useRef, type ImgHTMLAttributes } from "react";

/** Shows the fallback: a responsive image's srcsets (its own, its <picture>'s sources) would still win over `src`. */
function showFallback(image: HTMLImageElement, fallbackSrc: string) {
  if (image.src.endsWith(fallbackSrc)) return;
  for (const element of [image, ...(image.parentElement?.tagName === "PICTURE" ? image.parentElement.children : [])])
    element.removeAttribute("srcset");
  image.src = fallbackSrc;
}

/**
 * An image that swaps in a stock image when its own fails to load (docs/behaviour.md#calls). An error that happened
 * before hydration left no event to handle, so a broken image is also detected on mount.
 */
export function FallbackImage({
  fallbackSrc,
  alt,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; fallbackSrc: string; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) showFallback(image, fallbackSrc);
  }, [fallbackSrc]);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- uploads are served as they are (images.unoptimized); media library images bring their own srcset
    <img ref={ref} alt={alt} decoding="async" {...props} onError={(event) => showFallback(event.currentTarget, fallbackSrc)} />
  );
}
