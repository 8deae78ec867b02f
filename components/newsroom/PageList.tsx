"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import Link from "next/link";
import useSWR from "swr";
import type { AdminPageSummary } from "@/lib/pages/types";
import { apiRequest } from "@/lib/ui/api-client";
import { formatDateTime } from "./format";
import { RowsTable, type Column } from "./RowsTable";
import { StatusChip } from "./StatusChip";

const FALLBACK = "The pages could not be loaded.";

const COLUMNS: Column<AdminPageSummary>[] = [
  { header: "Title", cell: (page) => <Link href={`/admin/pages/${page.id}`}>{page.title}</Link> },
  {
    header: "Address",
    // A draft's address leads nowhere yet for readers: shown, not linked.
    cell: (page) => (page.status === "published" ? <Link href={page.url}>{page.url}</Link> : page.url),
  },
  { header: "Status", cell: (page) => <StatusChip status={page.status} /> },
  { header: "Updated", cell: (page) => formatDateTime(page.updatedAt), nowrap: true },
];

/** The pages screen (editors and admins): every page served at /{slug}, drafts too; open one to edit it. */
export function PageList() {
  const { data, error, isLoading } = useSWR("/api/admin/pages", (url: string) =>
    apiRequest<AdminPageSummary[]>(url, { fallback: FALLBACK }),
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}>
        <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", md: "2.25rem" } }}>
          Pages
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={Link} href="/admin/pages/new">
          New page
        </Button>
      </Stack>
      <Typography color="text.secondary">
        The pages at /&#123;slug&#125; outside the news: About, Contact, Privacy and any other. A draft is seen by staff only.
      </Typography>
      {error && <Alert severity="error">{error instanceof Error ? error.message : FALLBACK}</Alert>}
      {isLoading && <LinearProgress aria-label="Loading the pages" />}
      {data && data.length === 0 && <Typography color="text.secondary">No pages yet.</Typography>}
      {data && data.length > 0 && (
        <RowsTable
          label="Pages"
          columns={COLUMNS}
          rows={data}
          rowKey={(page) => page.id}
          actions={(page) => (
            <Button size="small" variant="outlined" component={Link} href={`/admin/pages/${page.id}`} aria-label={`Edit ${page.title}`}>
              Edit
            </Button>
          )}
        />
      )}
    </Stack>
  );
}
