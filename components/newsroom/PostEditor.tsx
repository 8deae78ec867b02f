"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Snackbar from "@mui/material/Snackbar";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import FactCheckIcon from "@mui/icons-material/FactCheckOutlined";
import HistoryIcon from "@mui/icons-material/History";
import PreviewIcon from "@mui/icons-material/VisibilityOutlined";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { Category } from "@/lib/categories/categories";
import { formatCount } from "@/lib/format/number";
import { readingMinutes, readingTimeLabel, wordCount } from "@/lib/format/reading-time";
import { prePublishCheck } from "@/lib/newsroom/publish-check";
import type { CreatePostInput } from "@/lib/newsroom/schemas";
import { numberedSlug, slugify } from "@/lib/newsroom/slug";
import type { AdminPost, AuthorChoice, PostPermissions } from "@/lib/newsroom/types";
import type { ChartChoices } from "@/lib/data/types";
import { ApiRequestError, apiRequest } from "@/lib/ui/api-client";
import { ConflictDialog } from "./ConflictDialog";
import { formatDateTime } from "./format";
import { ImageField } from "./ImageField";
import type { MediaItem } from "@/lib/media/types";
import { PublishPanel, type WorkflowRequest } from "./PublishPanel";
import { SaveStatus } from "./SaveStatus";
import { TaxonomyFields } from "./TaxonomyFields";
import { useAutosave } from "./useAutosave";
import { changedFields, formValues, postFormResolver, toPayload, type PostFormValues } from "./postForm";

/** Business: the publication's main beat, the category a new article starts in (the first one if it is gone). */
const BUSINESS = 2;
const defaultCategory = (categories: Pick<Category, "id">[]) =>
  categories.some((category) => category.id === BUSINESS) ? BUSINESS : (categories[0]?.id ?? BUSINESS);
const SAVE_FAILED = "The article could not be saved.";
/** How far a slug made from the title is numbered ("…-2", "…-3") before the writer is asked to choose one. */
const MAX_SLUG_ATTEMPTS = 20;

// TipTap and mui-tiptap run in the browser only (they read `navigator` as they render): the body's
// editor is its own chunk, fetched as the editor screen hydrates.
const BodyEditor = dynamic(() => import("./BodyEditor").then((module) => module.BodyEditor), {
  ssr: false,
  loading: () => <Skeleton variant="rounded" height={380} aria-label="Loading the body editor" />,
});

/** The form's text fields (the rest are switches, selects and images). */
type TextFieldName = Exclude<
  keyof PostFormValues,
  "body_json" | "description" | "show_author" | "show_top_banner" | "show_bottom_banner" | "author_ids" | "tags"
>;

const isLive = (post: AdminPost | null) => post?.status === "published" || post?.status === "scheduled";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: "1rem", fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/**
 * The article editor. A draft saves itself a moment after each change (PATCH with the `updatedAt`
 * it was read with; a newer version on the server is a 409, and the editor offers to reload). An
 * article readers can see (or that is scheduled) is saved only with "Update", as in Ghost and
 * WordPress: half-typed sentences never go live. The buttons shown follow what the server says this
 * staff member may do (`can`, from lib/auth/capabilities.ts); the API checks again.
 */
export function PostEditor({
  initial,
  authors,
  categories,
  tagChoices,
  canCreateTags,
  canCorrect = false,
  newPostCan,
  chartChoices,
}: {
  initial: AdminPost | null;
  authors: AuthorChoice[];
  /** The categories to file the article under (the newsroom's, from the database). */
  categories: Pick<Category, "id" | "name">[];
  /** The existing tags' names. */
  tagChoices: string[];
  /** Editors and admins create tags by typing them. */
  canCreateTags: boolean;
  /** Editors and admins append corrections to a published article. */
  canCorrect?: boolean;
  /** What the staff member may do to an article of their own (for a new one, before it is saved). */
  newPostCan: PostPermissions;
  /** The official series the body's chart block can draw. */
  chartChoices: ChartChoices;
}) {
  const [post, setPost] = useState<AdminPost | null>(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<PostFormValues, unknown, CreatePostInput>({
    defaultValues: formValues(initial, defaultCategory(categories)),
    resolver: postFormResolver,
    // Autosave validates too: it must never pull the cursor to a field while someone types.
    shouldFocusError: false,
  });
  const { control, setValue, getValues, formState } = form;

  // Callbacks outlive renders (the autosave's timer and subscription): they read these.
  const postRef = useRef(post);
  const savedRef = useRef<Record<string, unknown>>(toPayload(formValues(initial, defaultCategory(categories))));
  // The slug follows the title until someone edits it, or the article has been out (its address is known).
  const [slugEdited, setSlugEdited] = useState(Boolean(initial && (initial.status !== "draft" || initial.slug !== slugify(initial.title))));
  const slugTouched = useRef(slugEdited);
  const slugAttempt = useRef(1);
  useEffect(() => {
    slugTouched.current = slugEdited;
  }, [slugEdited]);

  const can = post?.can ?? newPostCan;
  const [body, slug, ...checked] = useWatch({
    control,
    name: ["description", "slug", "title", "summary", "category_id", "author_ids", "featured_image_name", "featured_image_alt"],
  });
  const [title, summary, categoryId, authorIds, imageName, imageAlt] = checked;
  const check = prePublishCheck({
    title,
    summary,
    category_id: categoryId,
    author_ids: authorIds,
    featured_image_name: imageName,
    featured_image_alt: imageAlt,
  });
  const words = wordCount(body);
  const editable = can.edit && !post?.deletedAt;
  const live = isLive(post);

  function adopt(next: AdminPost) {
    postRef.current = next;
    setPost(next);
  }

  /** Sends the changed fields (PATCH, naming the version they change) or, the first time, the draft (POST). */
  async function send(input: CreatePostInput): Promise<string> {
    const current = postRef.current;
    const next = current
      ? await apiRequest<AdminPost>(`/api/admin/posts/${current.id}`, {
          method: "PATCH",
          body: { ...changedFields(input, savedRef.current), updatedAt: current.updatedAt },
          fallback: SAVE_FAILED,
        })
      : await apiRequest<AdminPost>("/api/admin/posts", {
          method: "POST",
          // Unless someone typed one, the server picks the slug: the title's, numbered past those taken.
          body: slugTouched.current ? input : { ...input, slug: undefined },
          fallback: SAVE_FAILED,
        });
    // The new draft gets its address without remounting the editor under the writer's cursor.
    if (!current) window.history.replaceState(null, "", `/admin/posts/${next.id}`);
    savedRef.current = input;
    if (!slugTouched.current && next.slug !== getValues("slug")) setValue("slug", next.slug);
    savedRef.current = { ...savedRef.current, slug: next.slug };
    adopt(next);
    return next.updatedAt;
  }

  const {
    state: saveState,
    conflict,
    dismissConflict,
    saveNow,
    settle,
  } = useAutosave({
    form,
    initial: initial ? { kind: "saved", at: initial.updatedAt } : { kind: "new" },
    upToDate: (input) => {
      const current = postRef.current;
      return current && Object.keys(changedFields(input, savedRef.current)).length === 0 ? current.updatedAt : null;
    },
    send,
    recover: (failure) => {
      if (!(failure instanceof ApiRequestError && failure.errors.slug && !slugTouched.current && slugAttempt.current < MAX_SLUG_ATTEMPTS))
        return false;
      // The title's slug is taken: the following one ("…-2", "…-3") saves itself in a moment.
      slugAttempt.current += 1;
      setValue("slug", numberedSlug(slugify(getValues("title")), slugAttempt.current));
      return true;
    },
    onEdit: (name, values) => {
      if (name === "title" && !slugTouched.current && postRef.current?.status !== "published") {
        slugAttempt.current = 1;
        setValue("slug", values.title ? slugify(values.title) : "");
      }
    },
    // A draft saves itself; an article readers see (or that is scheduled) waits for "Update", and a
    // new one for its title.
    autosaves: () => {
      const current = postRef.current;
      if (isLive(current) || current?.deletedAt || !(current?.can.edit ?? true)) return false;
      return Boolean(current || getValues("title").trim());
    },
    failed: SAVE_FAILED,
  });

  /**
   * Runs a workflow action on the saved version. Publishing and submitting save pending changes
   * first (what goes live or to the desk is what was reviewed); the others (unpublish, withdraw,
   * send back, restore) never wait on the form: they work whatever state the fields are in, and the
   * changes stay in the form to save afterwards.
   */
  async function act(action: WorkflowRequest, body: Record<string, unknown> | undefined, done: string): Promise<string | null> {
    const saves = action === "publish" || action === "submit";
    if (saves) {
      if (!(await saveNow())) return "Save the article first: see the highlighted fields.";
    } else await settle();
    const current = postRef.current;
    if (!current) return SAVE_FAILED;
    try {
      adopt(
        await apiRequest<AdminPost>(`/api/admin/posts/${current.id}/${action}`, {
          method: "POST",
          // Publishing and submitting name the version they act on, like a save does.
          body: saves ? { ...body, updatedAt: current.updatedAt } : body,
          fallback: "That did not work. Please try again.",
        }),
      );
      setNotice(done);
      return null;
    } catch (failure) {
      return failure instanceof Error ? failure.message : "That did not work. Please try again.";
    }
  }

  async function remove(password: string): Promise<string | null> {
    await settle();
    const current = postRef.current;
    if (!current) return null;
    try {
      adopt(
        await apiRequest<AdminPost>(`/api/admin/posts/${current.id}`, {
          method: "DELETE",
          body: { password },
          fallback: "The article could not be deleted.",
        }),
      );
      setNotice("Article deleted. An administrator can restore it.");
      return null;
    } catch (failure) {
      return failure instanceof Error ? failure.message : "The article could not be deleted.";
    }
  }

  /** A text field of the form, controlled: values set by code (the slug, the alt text) show as typed ones do. */
  function field(name: TextFieldName, props: TextFieldProps = {}, onEdit?: () => void) {
    return (
      <Controller
        name={name}
        control={control}
        render={({ field: { ref, value, onChange, onBlur }, fieldState: { error } }) => (
          <TextField
            name={name}
            value={value}
            onChange={(event) => {
              onEdit?.();
              onChange(event);
            }}
            onBlur={onBlur}
            inputRef={ref}
            fullWidth
            disabled={!editable}
            {...props}
            error={Boolean(error)}
            helperText={error?.message ?? props.helperText}
          />
        )}
      />
    );
  }

  function chooseImage(prefix: "featured_image" | "top_banner" | "bottom_banner", item: MediaItem | null) {
    setValue(`${prefix}_name`, item?.name ?? "", { shouldDirty: true });
    if (prefix === "featured_image" && item?.alt && !getValues("featured_image_alt"))
      setValue("featured_image_alt", item.alt, { shouldDirty: true });
  }

  const switchField = (name: "show_author" | "show_top_banner" | "show_bottom_banner", label: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { value, onChange } }) => (
        <FormControlLabel
          control={<Switch checked={value} onChange={(event) => onChange(event.target.checked)} disabled={!editable} />}
          label={label}
        />
      )}
    />
  );

  const banner = (position: "top" | "bottom") => {
    const label = position === "top" ? "Top banner" : "Bottom banner";
    return (
      <Section title={label}>
        {switchField(`show_${position}_banner`, `Show the ${position} banner`)}
        <Controller
          name={`${position}_banner_name`}
          control={control}
          render={({ field: { value } }) => (
            <ImageField
              label={`${label} image`}
              name={value || null}
              onChange={(item) => chooseImage(`${position}_banner`, item)}
              disabled={!editable}
            />
          )}
        />
        {field(`${position}_banner_url`, { label: `${label} link`, type: "url", size: "small", helperText: "Opens in a new tab." })}
      </Section>
    );
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => event.preventDefault()} aria-label="Article">
      <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", gap: 1, mb: 2 }}>
        <Button component={Link} href="/admin/posts" startIcon={<ArrowBackIcon />} size="small">
          Articles
        </Button>
        <Box sx={{ flex: 1 }} />
        <SaveStatus state={saveState} live={live} />
        {post && (
          <>
            <Button
              size="small"
              startIcon={<PreviewIcon />}
              href={`/admin/posts/${post.id}/preview`}
              target="_blank"
              onClick={async (event) => {
                // The preview shows what is saved: save first, then open it.
                event.preventDefault();
                if (editable && !live) await saveNow();
                window.open(`/admin/posts/${post.id}/preview`, "_blank", "noopener");
              }}
            >
              Preview
            </Button>
            <Button size="small" startIcon={<HistoryIcon />} component={Link} href={`/admin/posts/${post.id}/revisions`}>
              Revisions
            </Button>
            {canCorrect && post.status === "published" && (
              <Button size="small" startIcon={<FactCheckIcon />} component={Link} href={`/admin/posts/${post.id}/corrections`}>
                Corrections
              </Button>
            )}
          </>
        )}
      </Stack>
      {post?.deletedAt && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This article was deleted on {formatDateTime(post.deletedAt)}.{" "}
          {can.delete ? "Restore it to edit it again." : "An administrator can restore it."}
        </Alert>
      )}
      {!can.edit && !post?.deletedAt && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {post?.status === "in_review" && can.withdraw
            ? "It is waiting for review: withdraw it to change it."
            : "You can read this article but not change it: contributors edit their own drafts only."}
        </Alert>
      )}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 340px" }, alignItems: "start" }}>
        <Stack spacing={2}>
          {field("title", {
            label: "Title",
            required: true,
            placeholder: "Headline",
            slotProps: { htmlInput: { style: { fontSize: "1.6rem", fontWeight: 700 } } },
          })}
          {field(
            "slug",
            {
              label: "Slug",
              size: "small",
              // The slug's address, /articles/{slug}, leads (308) to the article's own, /post/{id}, while it is live.
              helperText:
                post?.status === "published"
                  ? `/articles/${slug || "…"} leads to /post/${post.id}. Changing the slug changes that address.`
                  : `Once published, /articles/${slug || "…"} leads to the article. Made from the title; you can change it.`,
            },
            () => setSlugEdited(true),
          )}
          {field("summary", {
            label: "Summary",
            multiline: true,
            minRows: 2,
            helperText: "The lead shown on cards and in search results.",
          })}
          <Box>
            <Typography component="p" variant="subtitle2" sx={{ mb: 1 }} id="body-label">
              Body
            </Typography>
            <BodyEditor
              initial={(initial?.body_json as object | null) ?? initial?.description ?? ""}
              editable={editable}
              chartChoices={chartChoices}
              onChange={(html, json) => {
                // The document is what is saved; the server renders the HTML from it. The HTML here
                // only tells the form whether there is a body.
                setValue("description", html, { shouldDirty: true });
                setValue("body_json", json, { shouldDirty: true });
              }}
            />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }} aria-live="polite">
              {formatCount(words)} {words === 1 ? "word" : "words"} · {readingTimeLabel(readingMinutes(body))}
            </Typography>
            {formState.errors.description && (
              <Typography color="error" variant="caption">
                {formState.errors.description.message}
              </Typography>
            )}
          </Box>
          {post && (post.status !== "draft" || post.publishedAt) && (
            <Section title="Correction">
              {field("correction_note", {
                label: "Correction note",
                multiline: true,
                minRows: 2,
                helperText: "Readers see it under the headline, e.g. what an edit corrected and when.",
              })}
            </Section>
          )}
        </Stack>
        <Stack spacing={2}>
          <PublishPanel post={post} can={can} saveState={saveState} check={check} onUpdate={saveNow} onAct={act} onDelete={remove} />
          <Section title="Featured image">
            <Controller
              name="featured_image_name"
              control={control}
              render={({ field: { value } }) => (
                <ImageField
                  label="Featured image"
                  name={value || null}
                  onChange={(item) => chooseImage("featured_image", item)}
                  disabled={!editable}
                />
              )}
            />
            {field("featured_image_alt", { label: "Alt text", size: "small", helperText: "Required with an image: what it shows." })}
            {field("featured_image_caption", { label: "Caption", size: "small" })}
          </Section>
          <Section title="Article">
            <Controller
              name="category_id"
              control={control}
              render={({ field: { value, onChange, ref } }) => (
                <TextField
                  select
                  label="Category"
                  size="small"
                  value={value}
                  onChange={onChange}
                  inputRef={ref}
                  disabled={!editable}
                  fullWidth
                >
                  {categories.map((category) => (
                    <MenuItem key={category.id} value={String(category.id)}>
                      {category.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TaxonomyFields
              control={control}
              errors={formState.errors}
              authors={authors}
              tagChoices={tagChoices}
              canCreateTags={canCreateTags}
              disabled={!editable}
            />
            {switchField("show_author", "Show the author")}
          </Section>
          <Section title="Search engines">
            {field("seo_title", { label: "SEO title", size: "small", helperText: "Defaults to the title." })}
            {field("seo_description", {
              label: "SEO description",
              size: "small",
              multiline: true,
              minRows: 2,
              helperText: "Defaults to the summary.",
            })}
          </Section>
          {banner("top")}
          {banner("bottom")}
        </Stack>
      </Box>
      <ConflictDialog message={conflict} onClose={dismissConflict} />
      <Snackbar open={Boolean(notice)} autoHideDuration={5000} onClose={() => setNotice(null)} message={notice} />
    </Box>
  );
}
