"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import Link from "next/link";
import { useState } from "react";
import useSWR from "swr";
import type { AdminPage, PageRedirect } from "@/lib/pages/types";
import { apiRequest } from "@/lib/ui/api-client";
import { ConfirmDialog } from "./ConfirmDialog";

const LOAD_FAILED = "The page's old addresses could not be loaded.";

/**
 * A renamed page's old addresses (GET /api/admin/pages/{id}/redirects), each removable after a
 * confirmation: it is then a 404 for readers. Nothing shows while the page has none.
 */
export function PageOldAddresses({ page }: { page: AdminPage }) {
  const url = `/api/admin/pages/${page.id}/redirects`;
  // Keyed by the page's slug too: a save that moves the page adds the address it left.
  const { data, error, mutate } = useSWR([url, page.slug], ([path]) => apiRequest<PageRedirect[]>(path, { fallback: LOAD_FAILED }));
  const [removing, setRemoving] = useState<PageRedirect | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function remove(old: PageRedirect) {
    setRemoving(null);
    try {
      await apiRequest<PageRedirect>(`${url}/${old.slug}`, { method: "DELETE", fallback: "The old address could not be removed." });
      await mutate(
        data?.filter((each) => each.slug !== old.slug),
        { revalidate: false },
      );
      setOutcome({ ok: true, text: `Removed ${old.url}: it leads nowhere now.` });
    } catch (failure) {
      setOutcome({ ok: false, text: failure instanceof Error ? failure.message : "The old address could not be removed." });
    }
  }

  if (!error && !data?.length && !outcome) return null;
  return (
    <Box component="section" aria-labelledby="old-addresses-title">
      <Typography id="old-addresses-title" component="h2" variant="subtitle2">
        Old addresses
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {page.status === "published"
          ? `Each leads to /${page.slug} (308). Removed, it leads nowhere.`
          : `Each leads to the page while it is published. Removed, it leads nowhere.`}
      </Typography>
      {error && <Alert severity="error">{LOAD_FAILED}</Alert>}
      {outcome && (
        <Alert
          severity={outcome.ok ? "success" : "error"}
          role={outcome.ok ? "status" : "alert"}
          onClose={() => setOutcome(null)}
          sx={{ mb: 1 }}
        >
          {outcome.text}
        </Alert>
      )}
      {data && data.length > 0 && (
        <Stack component="ul" aria-labelledby="old-addresses-title" spacing={0.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {data.map((old) => (
            <Stack component="li" key={old.slug} direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              <Link href={old.url} target="_blank" prefetch={false} aria-label={`${old.url} (opens in a new tab)`}>
                {old.url}
              </Link>
              <Button size="small" color="error" aria-label={`Remove old address ${old.url}`} onClick={() => setRemoving(old)}>
                Remove
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        ask={
          removing && {
            title: `Remove the old address ${removing.url}?`,
            text: `Readers and search engines following ${removing.url} will find nothing there (page not found) instead of this page. This cannot be undone.`,
            button: "Remove",
            color: "error",
          }
        }
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      />
    </Box>
  );
}
