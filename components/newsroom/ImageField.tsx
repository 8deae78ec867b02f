"use client";

import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { uploadUrl } from "@/lib/storage/names";
import type { MediaItem } from "@/lib/media/types";
import { MediaPicker } from "./MediaPicker";

/**
 * An image chosen from the media library (its file name), shown as a thumbnail with Choose / Remove.
 * `label` names it for the buttons and the dialog; `heading` is shown above it when the section's own
 * title does not already say what it is.
 */
export function ImageField({
  label,
  heading,
  name,
  onChange,
  disabled,
}: {
  label: string;
  heading?: string;
  name: string | null;
  onChange: (item: MediaItem | null) => void;
  disabled: boolean;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <Stack spacing={1}>
      {heading && (
        <Typography variant="subtitle2" component="p">
          {heading}
        </Typography>
      )}
      {name ? (
        <Box sx={{ borderRadius: 1, overflow: "hidden", border: 1, borderColor: "divider", bgcolor: "grey.100" }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a preview of an upload, served as it is */}
          <img src={uploadUrl(name)} alt="" style={{ display: "block", width: "100%", maxHeight: 180, objectFit: "cover" }} />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No image chosen.
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPicking(true)}
          disabled={disabled}
          aria-label={`${name ? "Change" : "Choose image"} (${label.toLowerCase()})`}
        >
          {name ? "Change" : "Choose image"}
        </Button>
        {name && (
          <Button
            size="small"
            color="inherit"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={`Remove (${label.toLowerCase()})`}
          >
            Remove
          </Button>
        )}
      </Stack>
      <MediaPicker
        open={picking}
        title={`Choose the ${label.toLowerCase()}`}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          setPicking(false);
          onChange(item);
        }}
      />
    </Stack>
  );
}
