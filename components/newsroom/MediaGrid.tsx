"use client";

import ButtonBase from "@mui/material/ButtonBase";
import ImageList from "@mui/material/ImageList";
import ImageListItem from "@mui/material/ImageListItem";
import ImageListItemBar from "@mui/material/ImageListItemBar";
import type { MediaItem } from "@/lib/media/types";

/** The smallest WebP copy (about 320 px wide) makes the thumbnail; the original when there is none. */
function thumbnail(item: MediaItem): string {
  const webp = item.variants.filter((variant) => variant.format === "webp").sort((a, b) => a.width - b.width);
  return webp[0]?.url ?? item.url;
}

/**
 * Uploaded images as a grid with their alt text; with `onPick`, each image is a button (named
 * "{pickLabel}: {alt}") that picks it.
 */
export function MediaGrid({
  items,
  onPick,
  pickLabel = "Choose image",
  columns,
}: {
  items: MediaItem[];
  onPick?: (item: MediaItem) => void;
  pickLabel?: string;
  columns: number;
}) {
  return (
    <ImageList cols={columns} gap={8} sx={{ m: 0 }}>
      {items.map((item) => {
        const image = (
          // eslint-disable-next-line @next/next/no-img-element -- library thumbnails are uploads served as they are
          <img
            src={thumbnail(item)}
            alt={item.alt}
            loading="lazy"
            style={{ width: "100%", aspectRatio: "4 / 3", objectFit: "cover", display: "block" }}
          />
        );
        return (
          <ImageListItem key={item.name} sx={{ borderRadius: 1, overflow: "hidden", bgcolor: "grey.100" }}>
            {onPick ? (
              <ButtonBase onClick={() => onPick(item)} aria-label={`${pickLabel}: ${item.alt}`} sx={{ display: "block" }}>
                {image}
              </ButtonBase>
            ) : (
              image
            )}
            <ImageListItemBar
              title={item.alt}
              subtitle={`${item.width} × ${item.height}`}
              sx={{ "& .MuiImageListItemBar-title": { fontSize: "0.8rem" } }}
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
