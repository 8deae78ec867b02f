"use client";

import ButtonBase from "@mui/material/ButtonBase";
import ImageList from "@mui/material/ImageList";
import ImageListItem from "@mui/material/ImageListItem";
import ImageListItemBar from "@mui/material/ImageListItemBar";
import type { MediaItem } from "./media";

/**
 * Uploaded images as a grid with their alt text; with `onPick`, each image is a button that picks it.
 */
export function MediaGrid({ items, onPick, columns }: { items: MediaItem[]; onPick?: (item: MediaItem) => void; columns: number }) {
  return (
    <ImageList cols={columns} gap={8} sx={{ m: 0 }}>
      {items.map((item) => {
        const image = (
          // eslint-disable-next-line @next/next/no-img-element -- library thumbnails are uploads served as they are
          <img
            src={item.url}
            alt={item.alt ?? ""}
            loading="lazy"
            style={{ width: "100%", aspectRatio: "4 / 3", objectFit: "cover", display: "block" }}
          />
        );
        return (
          <ImageListItem key={item.name} sx={{ borderRadius: 1, overflow: "hidden", bgcolor: "grey.100" }}>
            {onPick ? (
              <ButtonBase onClick={() => onPick(item)} aria-label={`Choose image: ${item.alt || item.name}`} sx={{ display: "block" }}>
                {image}
              </ButtonBase>
            ) : (
              image
            )}
            <ImageListItemBar
              title={item.alt || "No alt text"}
              subtitle={`${item.width} × ${item.height}`}
              sx={{ "& .MuiImageListItemBar-title": { fontSize: "0.8rem" } }}
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
