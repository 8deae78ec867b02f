"use client";

import { useEffect, useRef, type ImgHTMLAttributes } from "react";

/**
 * An image that swaps in a stock image when its own fails to load (spec §7). An error that happened
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
    if (image && image.complete && image.naturalWidth === 0 && !image.src.endsWith(fallbackSrc)) image.src = fallbackSrc;
  }, [fallbackSrc]);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- uploads are SVGs served as they are (images.unoptimized)
    <img
      ref={ref}
      alt={alt}
      decoding="async"
      {...props}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(fallbackSrc)) event.currentTarget.src = fallbackSrc;
      }}
    />
  );
}
