"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import { useState, type FormEvent } from "react";
import { fieldErrors } from "@/lib/http/validation";
import { BYLINE_BIO_MAX_LENGTH, MAX_BYLINE_LINKS } from "@/lib/newsroom/messages";
import { createBylineSchema } from "@/lib/newsroom/schemas";
import type { AdminByline, StaffAccountChoice } from "@/lib/newsroom/types";
import { ApiRequestError, apiRequest } from "@/lib/ui/api-client";
import { ImageField } from "./ImageField";
import { changedFields } from "./postForm";

interface Values {
  name: string;
  slug: string;
  role: string;
  bio: string;
  avatar: string | null;
  links: { label: string; url: string }[];
  userId: number | null;
}

const EMPTY: Values = { name: "", slug: "", role: "", bio: "", avatar: null, links: [], userId: null };

function valuesOf(byline: AdminByline | null): Values {
  if (!byline) return EMPTY;
  const { name, slug, role, bio, avatar, links, userId } = byline;
  return { name, slug, role, bio, avatar, links, userId };
}

/** What a save sends: every field of a new byline (an empty slug is made from the name), the changed ones of an edit. */
function payload(values: Values, byline: AdminByline | null): Record<string, unknown> {
  const input: Record<string, unknown> = {
    ...values,
    links: values.links.map((link) => ({ label: link.label.trim(), url: link.url.trim() })),
  };
  if (!byline) {
    if (!values.slug.trim()) delete input.slug;
    return input;
  }
  return changedFields(input, { ...valuesOf(byline) });
}

/**
 * Creating or editing a byline, in a dialog: name, slug, title, short bio, photo from the media
 * library, links and the staff account it belongs to. Checked with the staff API's own schema
 * before it is sent; the server's field messages are shown beside their fields.
 */
export function BylineForm({
  byline,
  accounts,
  onClose,
  onSaved,
}: {
  /** The byline to edit; null for a new one. */
  byline: AdminByline | null;
  accounts: StaffAccountChoice[];
  onClose: () => void;
  onSaved: (saved: AdminByline) => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const [values, setValues] = useState<Values>(() => valuesOf(byline));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: "" }));
  };
  const setLink = (index: number, field: "label" | "url", value: string) =>
    set(
      "links",
      values.links.map((link, at) => (at === index ? { ...link, [field]: value } : link)),
    );
  const fieldProps = (key: string) => ({ error: Boolean(errors[key]), helperText: errors[key] || undefined });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = payload(values, byline);
    const checked = (byline ? createBylineSchema.partial() : createBylineSchema).safeParse(input);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      setFailure("Please correct the highlighted fields.");
      return;
    }
    if (byline && Object.keys(input).length === 0) return onClose();
    setBusy(true);
    setFailure(null);
    try {
      const saved = await apiRequest<AdminByline>(byline ? `/api/admin/authors/${byline.id}` : "/api/admin/authors", {
        method: byline ? "PATCH" : "POST",
        body: input,
        fallback: "The byline could not be saved.",
      });
      onSaved(saved);
    } catch (error) {
      setErrors(error instanceof ApiRequestError ? error.errors : {});
      setFailure(error instanceof Error ? error.message : "The byline could not be saved.");
    } finally {
      setBusy(false);
    }
  }

  const title = byline ? `Edit ${byline.name}` : "New byline";
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="byline-form-title">
      {/* A flex column, so the fields scroll between a fixed title and fixed buttons (on a phone too). */}
      <form
        onSubmit={save}
        noValidate
        aria-labelledby="byline-form-title"
        style={{ display: "flex", flexDirection: "column", flex: "1 1 auto", minHeight: 0 }}
      >
        <DialogTitle id="byline-form-title">{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField
              label="Name"
              required
              value={values.name}
              onChange={(event) => set("name", event.target.value)}
              {...fieldProps("name")}
              helperText={errors.name || "As readers see it: a person, or an agency such as Reuters."}
            />
            <TextField
              label="Slug"
              value={values.slug}
              onChange={(event) => set("slug", event.target.value)}
              {...fieldProps("slug")}
              helperText={
                errors.slug ||
                (byline
                  ? `The page's address, /author/${values.slug || "…"}. After a change, /author/${byline.slug} still leads here (308).`
                  : "The page's address, /author/{slug}; made from the name when left empty.")
              }
            />
            <TextField
              label="Title"
              value={values.role}
              onChange={(event) => set("role", event.target.value)}
              {...fieldProps("role")}
              helperText={errors.role || "Shown with the byline, e.g. Markets Correspondent (optional)."}
            />
            <TextField
              label="Short bio"
              multiline
              minRows={3}
              value={values.bio}
              onChange={(event) => set("bio", event.target.value)}
              {...fieldProps("bio")}
              helperText={errors.bio || `${values.bio.length} / ${BYLINE_BIO_MAX_LENGTH} characters`}
            />
            <ImageField
              label="Photo"
              heading="Photo"
              name={values.avatar}
              onChange={(item) => set("avatar", item?.name ?? null)}
              disabled={busy}
            />
            {errors.avatar && <Alert severity="error">{errors.avatar}</Alert>}
            <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2">
                Links
              </Typography>
              {values.links.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  No links: add a personal site, X, LinkedIn or similar.
                </Typography>
              )}
              {values.links.map((link, index) => (
                <Stack key={index} direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
                  <TextField
                    label={`Link ${index + 1} label`}
                    size="small"
                    value={link.label}
                    onChange={(event) => setLink(index, "label", event.target.value)}
                    {...fieldProps(`links.${index}.label`)}
                    sx={{ flex: 1 }}
                  />
                  <TextField
                    label={`Link ${index + 1} address`}
                    size="small"
                    type="url"
                    value={link.url}
                    onChange={(event) => setLink(index, "url", event.target.value)}
                    {...fieldProps(`links.${index}.url`)}
                    sx={{ flex: 2 }}
                  />
                  <IconButton
                    aria-label={`Remove link ${index + 1}`}
                    onClick={() =>
                      set(
                        "links",
                        values.links.filter((_, at) => at !== index),
                      )
                    }
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              ))}
              {errors.links && <Alert severity="error">{errors.links}</Alert>}
              <Button
                startIcon={<AddIcon />}
                onClick={() => set("links", [...values.links, { label: "", url: "" }])}
                disabled={values.links.length >= MAX_BYLINE_LINKS}
                sx={{ alignSelf: "flex-start" }}
              >
                Add link
              </Button>
            </Stack>
            <TextField
              select
              label="Staff account"
              value={values.userId === null ? "" : String(values.userId)}
              onChange={(event) => set("userId", event.target.value ? Number(event.target.value) : null)}
              {...fieldProps("userId")}
              helperText={errors.userId || "Whose byline this is: its writer may then publish under it. None for a guest or an agency."}
            >
              <MenuItem value="">None (guest or agency)</MenuItem>
              {accounts.map((account) => (
                <MenuItem key={account.id} value={String(account.id)}>
                  {account.name} ({account.role})
                </MenuItem>
              ))}
            </TextField>
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? "Saving…" : byline ? "Save byline" : "Create byline"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
