"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import UploadIcon from "@mui/icons-material/CloudUploadOutlined";
import { useId, useState, type FormEvent } from "react";
import { apiRequest } from "@/lib/ui/api-client";
import type { MediaItem } from "@/lib/media/types";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/** Upload one image to the media library (POST /api/admin/media); the alt text is required. */
export function MediaUploadForm({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [altError, setAltError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The form is inside the editor's form (in a dialog): keep its submit to itself.
    event.stopPropagation();
    const form = event.currentTarget;
    if (!file) return setError("Choose a JPEG, PNG, WebP or AVIF image.");
    if (!alt.trim()) return setAltError("Describe the image for readers who cannot see it.");
    setBusy(true);
    setError(null);
    try {
      const body = new FormData();
      body.set("file", file);
      body.set("alt", alt.trim());
      const item = await apiRequest<MediaItem>("/api/admin/media", { method: "POST", body, fallback: "The image could not be uploaded." });
      onUploaded(item);
      setFile(null);
      setAlt("");
      form.reset();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The image could not be uploaded.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="form" onSubmit={upload} spacing={1.5} aria-label="Upload an image" noValidate>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "flex-start" } }}>
        <Button component="label" htmlFor={fileId} variant="outlined" startIcon={<UploadIcon />} sx={{ flexShrink: 0, minHeight: 40 }}>
          {file ? "Change image" : "Choose image"}
          <input
            id={fileId}
            type="file"
            name="file"
            accept={ACCEPT}
            hidden
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
          />
        </Button>
        <TextField
          label="Alt text"
          size="small"
          required
          fullWidth
          value={alt}
          onChange={(event) => {
            setAlt(event.target.value);
            setAltError(null);
          }}
          error={Boolean(altError)}
          helperText={altError ?? "What the image shows, for readers who cannot see it."}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ flexShrink: 0, minHeight: 40 }}>
          {busy ? "Uploading…" : "Upload"}
        </Button>
      </Stack>
      {file && (
        <Typography variant="body2" color="text.secondary">
          {file.name} ({Math.ceil(file.size / 1024).toLocaleString()} KB)
        </Typography>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
