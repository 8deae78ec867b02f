"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import PreviewIcon from "@mui/icons-material/VisibilityOutlined";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from "react-hook-form";
import { slugify } from "@/lib/newsroom/slug";
import { PAGE_SUMMARY_MAX_LENGTH } from "@/lib/pages/messages";
import { pageMetaSchema, type PageMetaInput } from "@/lib/newsroom/schemas";
import type { AdminPage } from "@/lib/pages/types";
import { ApiRequestError, apiRequest } from "@/lib/ui/api-client";
import { formatDateTime } from "./format";
import { ConfirmDialog, type Confirmation } from "./ConfirmDialog";
import { PageOldAddresses } from "./PageOldAddresses";
import { StatusChip } from "./StatusChip";
import { useLeaveWarning } from "./useLeaveWarning";

const SAVE_FAILED = "The page could not be saved.";

// TipTap runs in the browser only: the article editor's body editor, as its own chunk.
const BodyEditor = dynamic(() => import("./BodyEditor").then((module) => module.BodyEditor), {
  ssr: false,
  loading: () => <Skeleton variant="rounded" height={380} aria-label="Loading the body editor" />,
});

type Confirming = "publish" | "unpublish" | "delete";

/** The form's fields besides the body, as text ("" for none). */
type PageFormValues = { title: string; slug: string; summary: string };

// The form always holds the three fields as text; the schema's input type calls the description optional.
const resolver = zodResolver(pageMetaSchema) as unknown as Resolver<PageFormValues, unknown, PageMetaInput>;

const formValues = (page: AdminPage | null): PageFormValues => ({
  title: page?.title ?? "",
  slug: page?.slug ?? "",
  summary: page?.summary ?? "",
});

/**
 * The editor of a CMS page (editors and admins): title, address, description and the body with the
 * article editor's body editor. Saved with a button (a page is short and rarely edited: no
 * autosave); a published page changes on the site as it is saved. Publish, unpublish and delete ask
 * first. The server checks every rule again (a reserved or taken address, the capability).
 */
export function PageEditor({ initial }: { initial: AdminPage | null }) {
  const router = useRouter();
  const [page, setPage] = useState<AdminPage | null>(initial);
  const [bodyChanged, setBodyChanged] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);
  // The editor's document, once someone has typed in the body: what a save sends (the server renders the HTML).
  const body = useRef<unknown>(undefined);
  // The address follows the title until someone edits it, on a page never saved.
  const [slugEdited, setSlugEdited] = useState(initial !== null);
  const form = useForm<PageFormValues, unknown, PageMetaInput>({ defaultValues: formValues(initial), resolver });
  const { control, formState, setValue, reset } = form;
  const dirty = formState.isDirty || bodyChanged;
  const published = page?.status === "published";

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, values }) => {
          if (name === "title" && !slugEdited) setValue("slug", values.title.trim() ? slugify(values.title) : "", { shouldDirty: true });
        },
      }),
    [form, setValue, slugEdited],
  );

  // Leaving with changes not yet saved asks first.
  useLeaveWarning(dirty);

  function adopt(next: AdminPage) {
    setPage(next);
    reset(formValues(next));
    setBodyChanged(false);
  }

  /** Saves the form (creating the page the first time); the saved page, or null when it could not. */
  async function save(): Promise<AdminPage | null> {
    let saved: AdminPage | null = null;
    await form.handleSubmit(async (input) => {
      setProblem(null);
      const payload = { ...input, ...(body.current !== undefined ? { body_json: body.current } : page ? {} : { description: "" }) };
      try {
        saved = page
          ? await apiRequest<AdminPage>(`/api/admin/pages/${page.id}`, { method: "PATCH", body: payload, fallback: SAVE_FAILED })
          : await apiRequest<AdminPage>("/api/admin/pages", { method: "POST", body: payload, fallback: SAVE_FAILED });
        // The new page gets its address without remounting the editor under the writer's cursor.
        if (!page) window.history.replaceState(null, "", `/admin/pages/${saved.id}`);
        body.current = undefined;
        adopt(saved);
      } catch (failure) {
        if (failure instanceof ApiRequestError)
          for (const [field, message] of Object.entries(failure.errors))
            if (field in formValues(null)) form.setError(field as FieldPath<PageFormValues>, { message });
        setProblem(failure instanceof Error ? failure.message : SAVE_FAILED);
      }
    })();
    return saved;
  }

  async function run(task: () => Promise<string | null>) {
    setBusy(true);
    setNotice(null);
    try {
      const done = await task();
      if (done) setNotice(done);
    } finally {
      setBusy(false);
    }
  }

  /** Publish, unpublish or delete, after the dialog's confirmation; publishing saves pending changes first. */
  async function act(action: Confirming): Promise<string | null> {
    setConfirming(null);
    // What goes live is what was reviewed: publishing saves first. A retraction or a deletion never waits on the form.
    const current = action === "publish" && (dirty || !page) ? await save() : page;
    if (!current) return null;
    try {
      if (action === "delete") {
        await apiRequest<AdminPage>(`/api/admin/pages/${current.id}`, { method: "DELETE", fallback: "The page could not be deleted." });
        router.push("/admin/pages");
        return null;
      }
      const next = await apiRequest<AdminPage>(`/api/admin/pages/${current.id}/${action}`, {
        method: "POST",
        fallback: "That did not work. Please try again.",
      });
      adopt(next);
      return action === "publish" ? `Published: readers see it at ${next.url}.` : `Unpublished: ${next.url} is no longer on the site.`;
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : "That did not work. Please try again.");
      return null;
    }
  }

  const text = (name: keyof PageFormValues, label: string, extra: Record<string, unknown> = {}, onEdit?: () => void) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, onBlur }, fieldState: { error } }) => (
        <TextField
          name={name}
          label={label}
          value={value}
          inputRef={ref}
          onBlur={onBlur}
          onChange={(event) => {
            onEdit?.();
            onChange(event);
          }}
          fullWidth
          {...extra}
          error={Boolean(error)}
          helperText={error?.message ?? (extra.helperText as string | undefined)}
        />
      )}
    />
  );

  const slug = useWatch({ control, name: "slug" });
  return (
    <Box
      component="form"
      noValidate
      aria-label="Page"
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => ((await save()) ? (published ? "Saved: the page on the site has changed." : "Draft saved.") : null));
      }}
    >
      <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", gap: 1, mb: 2 }}>
        <Button component={Link} href="/admin/pages" startIcon={<ArrowBackIcon />} size="small">
          Pages
        </Button>
        <Box sx={{ flex: 1 }} />
        {page && <StatusChip status={page.status} />}
        {page && (
          <Typography variant="body2" color="text.secondary">
            {dirty ? "Unsaved changes" : `Saved ${formatDateTime(page.updatedAt)}`}
          </Typography>
        )}
        {page &&
          (published ? (
            <Button
              size="small"
              component={Link}
              href={page.url}
              target="_blank"
              aria-label={`View ${page.url} on the site (opens in a new tab)`}
            >
              View on the site
            </Button>
          ) : (
            <Button size="small" startIcon={<PreviewIcon />} component={Link} href={`/admin/pages/${page.id}/preview`} target="_blank">
              Preview
            </Button>
          ))}
      </Stack>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", md: "2.25rem" }, mb: 2 }}>
        {page ? `Edit ${page.title}` : "New page"}
      </Typography>
      <Stack spacing={2}>
        {problem && (
          <Alert severity="error" onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {text("title", "Title", { required: true })}
        {text(
          "slug",
          "Address (slug)",
          {
            required: true,
            size: "small",
            helperText: published
              ? `Served at /${slug}. Changing it moves the page; the old address leads to the new one.`
              : `The page will be served at /${slug || "…"}.`,
          },
          () => setSlugEdited(true),
        )}
        {page && <PageOldAddresses page={page} />}
        {text("summary", "Description", {
          multiline: true,
          minRows: 2,
          helperText: `What search engines and link previews show. At most ${PAGE_SUMMARY_MAX_LENGTH} characters.`,
        })}
        <Box>
          <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
            Body
          </Typography>
          <BodyEditor
            initial={initial?.description ?? ""}
            editable
            label="Page body"
            onChange={(_html, json) => {
              body.current = json;
              setBodyChanged(true);
            }}
          />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          <Button type="submit" variant={published ? "contained" : "outlined"} disabled={busy || (page !== null && !dirty)}>
            {published ? "Save changes" : "Save draft"}
          </Button>
          {!published && (
            <Button variant="contained" disabled={busy} onClick={() => setConfirming("publish")}>
              Publish
            </Button>
          )}
          {published && (
            <Button color="warning" disabled={busy} onClick={() => setConfirming("unpublish")}>
              Unpublish
            </Button>
          )}
          {page && (
            <Button color="error" disabled={busy} onClick={() => setConfirming("delete")}>
              Delete
            </Button>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        ask={confirming && confirmation(confirming, form.getValues("title") || "this page", `/${slug}`)}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void run(() => act(confirming))}
      />
    </Box>
  );
}

/** What each action asks first: each changes what readers find at the address. */
function confirmation(action: Confirming, title: string, url: string): Confirmation {
  switch (action) {
    case "publish":
      return {
        title: `Publish ${title}?`,
        text: `Every reader will see it at ${url}, and it joins the sitemap. Changes not yet saved are saved first.`,
        button: "Publish",
        color: "primary",
      };
    case "unpublish":
      return {
        title: `Unpublish ${title}?`,
        text: `Readers will find nothing at ${url} (page not found) until it is published again. It stays here as a draft.`,
        button: "Unpublish",
        color: "warning",
      };
    case "delete":
      return {
        title: `Delete ${title}?`,
        text: `The page is deleted for good and ${url} leads nowhere. This cannot be undone.`,
        button: "Delete",
        color: "error",
      };
  }
}
