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
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { slugify } from "@/lib/newsroom/slug";
import { PAGE_SUMMARY_MAX_LENGTH } from "@/lib/pages/messages";
import { bodyFields, pageMetaSchema, type PageMetaInput } from "@/lib/newsroom/schemas";
import type { AdminPage } from "@/lib/pages/types";
import { apiRequest } from "@/lib/ui/api-client";
import { ConfirmDialog, type Confirmation } from "./ConfirmDialog";
import { PageOldAddresses } from "./PageOldAddresses";
import { changedFields } from "./postForm";
import { SaveStatus } from "./SaveStatus";
import { StatusChip } from "./StatusChip";
import { useAutosave } from "./useAutosave";

const SAVE_FAILED = "The page could not be saved.";

// TipTap runs in the browser only: the article editor's body editor, as its own chunk.
const BodyEditor = dynamic(() => import("./BodyEditor").then((module) => module.BodyEditor), {
  ssr: false,
  loading: () => <Skeleton variant="rounded" height={380} aria-label="Loading the body editor" />,
});

type Confirming = "publish" | "unpublish" | "delete";

/** The form's fields as text ("" for none), and the body editor's document once someone has typed in it (null before). */
type PageFormValues = { title: string; slug: string; summary: string; body_json: unknown };
type PageFormInput = PageMetaInput & { body_json?: unknown };
type TextName = Exclude<keyof PageFormValues, "body_json">;

// Checked by the API's own schema for the fields, the document as it is (the server renders and checks it).
const resolver = zodResolver(pageMetaSchema.extend({ body_json: bodyFields.body_json })) as unknown as Resolver<
  PageFormValues,
  unknown,
  PageFormInput
>;

const formValues = (page: AdminPage | null): PageFormValues => ({
  title: page?.title ?? "",
  slug: page?.slug ?? "",
  summary: page?.summary ?? "",
  body_json: null,
});

/** What a save sends: the fields, and the body's document once typed (a new page without one starts empty). */
function payloadOf(input: PageFormInput, isNew: boolean): Record<string, unknown> {
  const { body_json: body, ...fields } = input;
  return { ...fields, ...(body != null ? { body_json: body } : isNew ? { description: "" } : {}) };
}

/**
 * The editor of a CMS page (editors and admins): title, address, description and the body with the
 * article editor's body editor. A draft saves itself a moment after each change, as an article's
 * does (useAutosave; a new one once it has a title); a published page is saved only with "Save
 * changes", since it changes on the site as it is saved. Publish, unpublish and delete ask first.
 * The server checks every rule again (a reserved or taken address, the capability).
 */
export function PageEditor({ initial }: { initial: AdminPage | null }) {
  const router = useRouter();
  const [page, setPage] = useState<AdminPage | null>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);
  // Callbacks outlive renders (the autosave's timer and subscription): they read these.
  const pageRef = useRef(page);
  const savedRef = useRef<Record<string, unknown>>(payloadOf(formValues(initial), false));
  // The address follows the title until someone edits it, on a page never saved.
  const [slugEdited, setSlugEdited] = useState(initial !== null);
  const slugTouched = useRef(slugEdited);
  useEffect(() => {
    slugTouched.current = slugEdited;
  }, [slugEdited]);
  const form = useForm<PageFormValues, unknown, PageFormInput>({
    defaultValues: formValues(initial),
    resolver,
    // Autosave validates too: it must never pull the cursor to a field while someone types.
    shouldFocusError: false,
  });
  const { control, setValue, getValues } = form;
  const published = page?.status === "published";

  function adopt(next: AdminPage) {
    pageRef.current = next;
    setPage(next);
  }

  /** Sends what changed since the last save (PATCH) or, the first time, the draft (POST). */
  async function send(input: PageFormInput): Promise<string> {
    const current = pageRef.current;
    const payload = payloadOf(input, !current);
    const next = current
      ? await apiRequest<AdminPage>(`/api/admin/pages/${current.id}`, {
          method: "PATCH",
          body: changedFields(payload, savedRef.current),
          fallback: SAVE_FAILED,
        })
      : await apiRequest<AdminPage>("/api/admin/pages", { method: "POST", body: payload, fallback: SAVE_FAILED });
    // The new page gets its address without remounting the editor under the writer's cursor.
    if (!current) window.history.replaceState(null, "", `/admin/pages/${next.id}`);
    savedRef.current = payload;
    adopt(next);
    return next.updatedAt;
  }

  const {
    state: saveState,
    saveNow,
    settle,
  } = useAutosave({
    form,
    initial: initial ? { kind: "saved", at: initial.updatedAt } : { kind: "new" },
    upToDate: (input) => {
      const current = pageRef.current;
      return current && Object.keys(changedFields(payloadOf(input, false), savedRef.current)).length === 0 ? current.updatedAt : null;
    },
    send,
    onEdit: (name, values) => {
      if (name === "title" && !slugTouched.current) setValue("slug", values.title.trim() ? slugify(values.title) : "");
    },
    // A draft saves itself (a new one once it has a title); a published page waits for "Save changes".
    autosaves: () => pageRef.current?.status !== "published" && Boolean(pageRef.current || getValues("title").trim()),
    failed: SAVE_FAILED,
  });
  const pending = saveState.kind !== "saved";

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
    setProblem(null);
    // What goes live is what was reviewed: publishing saves first. A retraction or a deletion never waits on the form.
    if (action === "publish") {
      if (!(await saveNow())) return null;
    } else await settle();
    const current = pageRef.current;
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

  const text = (name: TextName, label: string, extra: Record<string, unknown> = {}, onEdit?: () => void) => (
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
        void run(async () => ((await saveNow()) ? (published ? "Saved: the page on the site has changed." : "Draft saved.") : null));
      }}
    >
      <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", gap: 1, mb: 2 }}>
        <Button component={Link} href="/admin/pages" startIcon={<ArrowBackIcon />} size="small">
          Pages
        </Button>
        <Box sx={{ flex: 1 }} />
        {page && <StatusChip status={page.status} />}
        <SaveStatus state={saveState} live={published} button="Save changes" />
        {page &&
          (published ? (
            <Button
              size="small"
              component={Link}
              href={page.url}
              target="_blank"
              aria-label={`View on the site: ${page.url} (opens in a new tab)`}
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
            onChange={(_html, json) => setValue("body_json", json, { shouldDirty: true })}
          />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          <Button type="submit" variant={published ? "contained" : "outlined"} disabled={busy || (page !== null && !pending)}>
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
