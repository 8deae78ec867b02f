"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import type { Category } from "@/lib/categories/categories";
import { POST_STATUSES, type AdminPostSummary, type AuthorChoice } from "@/lib/newsroom/types";
import { formatDateTime, STATUS_LABELS } from "./format";
import { StatusChip } from "./StatusChip";
import { useCursorList } from "./useCursorList";

const FILTERS = ["status", "author", "category", "q"] as const;
type Filter = (typeof FILTERS)[number];

/** When the article reaches (or reached) readers, for the list's date column. */
function when(post: AdminPostSummary): string {
  if (post.status === "in_review" && post.submittedAt) return `Submitted ${formatDateTime(post.submittedAt)}`;
  if (post.status === "scheduled" && post.publishAt) return `Goes live ${formatDateTime(post.publishAt)}`;
  if (post.status === "published" && post.publishedAt) return `Published ${formatDateTime(post.publishedAt)}`;
  return `Edited ${formatDateTime(post.updatedAt)}`;
}

/**
 * The articles list: newest first, filtered by status, byline author, category and words, a page
 * at a time from GET /api/admin/posts. The filters live in the address, so a filtered list can be
 * shared and survives a reload.
 */
export function PostList({
  authors,
  categories,
  canCreate,
  reviewCount,
}: {
  authors: AuthorChoice[];
  categories: Pick<Category, "id" | "name">[];
  canCreate: boolean;
  /** How many articles wait for review, for those who review them (else undefined: no queue button). */
  reviewCount?: number;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const value = (name: Filter) => params.get(name) ?? "";
  const [search, setSearch] = useState(value("q"));

  const setFilter = (name: Filter, next: string) => {
    const query = new URLSearchParams(params);
    if (next) query.set(name, next);
    else query.delete(name);
    router.replace(query.size ? `${pathname}?${query}` : pathname, { scroll: false });
  };

  // Words are searched once typing pauses, not at every key.
  useEffect(() => {
    if (search === (params.get("q") ?? "")) return;
    const timer = setTimeout(() => setFilter("q", search.trim()), 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed words start a search
  }, [search]);

  const apiQuery = new URLSearchParams();
  for (const name of FILTERS) if (value(name)) apiQuery.set(name, value(name));
  const list = useCursorList<"posts", AdminPostSummary>(
    `/api/admin/posts${apiQuery.size ? `?${apiQuery}` : ""}`,
    "posts",
    "The articles could not be loaded.",
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", md: "2.25rem" } }}>
          Articles
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
          {reviewCount !== undefined && (
            // The desk's queue: the list filtered to what waits for review.
            <Button
              variant={value("status") === "in_review" ? "contained" : "outlined"}
              color="secondary"
              aria-pressed={value("status") === "in_review"}
              onClick={() => setFilter("status", value("status") === "in_review" ? "" : "in_review")}
            >
              Review queue ({reviewCount})
            </Button>
          )}
          {canCreate && (
            <Button component={Link} href="/admin/posts/new" variant="contained" startIcon={<AddIcon />}>
              New article
            </Button>
          )}
        </Stack>
      </Stack>
      <Box
        role="search"
        aria-label="Filter articles"
        sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr 1fr", md: "2fr repeat(3, 1fr)" } }}
      >
        <TextField
          label="Search"
          type="search"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }}
        />
        <TextField select label="Status" size="small" value={value("status")} onChange={(event) => setFilter("status", event.target.value)}>
          <MenuItem value="">Any status</MenuItem>
          {POST_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Author" size="small" value={value("author")} onChange={(event) => setFilter("author", event.target.value)}>
          <MenuItem value="">Any author</MenuItem>
          {authors.map((author) => (
            <MenuItem key={author.id} value={String(author.id)}>
              {author.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Category"
          size="small"
          value={value("category")}
          onChange={(event) => setFilter("category", event.target.value)}
        >
          <MenuItem value="">Any category</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category.id} value={String(category.id)}>
              {category.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {list.error && <Alert severity="error">{list.error}</Alert>}
      {list.isLoading && <LinearProgress aria-label="Loading articles" />}
      {!list.isLoading && !list.error && list.rows.length === 0 && (
        <Typography color="text.secondary">No articles match these filters.</Typography>
      )}
      {list.rows.length > 0 && (
        <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 2, bgcolor: "background.paper" }}>
          <Table size="small" aria-label="Articles">
            <TableHead>
              <TableRow>
                <TableCell>Title</TableCell>
                <TableCell>Status</TableCell>
                <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>Category</TableCell>
                <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>Author</TableCell>
                <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>When</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.rows.map((post) => (
                <TableRow key={post.id} hover>
                  <TableCell sx={{ maxWidth: 420 }}>
                    <Link href={`/admin/posts/${post.id}`} style={{ color: "inherit", fontWeight: 600 }}>
                      {post.title || "(untitled)"}
                    </Link>
                    {/* A phone has no room for the When column: the time goes under the title. */}
                    <Typography variant="body2" color="text.secondary" sx={{ display: { xs: "block", sm: "none" } }}>
                      {when(post)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <StatusChip status={post.status} deleted={Boolean(post.deletedAt)} />
                  </TableCell>
                  <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>{post.category_name}</TableCell>
                  <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>{post.author_name ?? "—"}</TableCell>
                  <TableCell sx={{ display: { xs: "none", sm: "table-cell" }, whiteSpace: "nowrap" }}>{when(post)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {list.hasMore && (
        <Button onClick={list.loadMore} disabled={list.loadingMore} sx={{ alignSelf: "center" }}>
          {list.loadingMore ? "Loading…" : "Older articles"}
        </Button>
      )}
    </Stack>
  );
}
