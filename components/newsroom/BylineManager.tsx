"use client";

import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import Link from "next/link";
import { useState } from "react";
import useSWR from "swr";
import { visuallyHidden } from "@/components/auth/visuallyHidden";
import type { AdminByline, StaffAccountChoice } from "@/lib/newsroom/types";
import { apiRequest } from "@/lib/ui/api-client";
import { BylineForm } from "./BylineForm";

const FALLBACK = "The bylines could not be loaded.";

/** The bylines screen (editors and admins): every byline with its page, account and articles; create and edit. */
export function BylineManager({ accounts }: { accounts: StaffAccountChoice[] }) {
  const { data, error, isLoading, mutate } = useSWR("/api/admin/authors", (url: string) =>
    apiRequest<{ authors: AdminByline[] }>(url, { fallback: FALLBACK }),
  );
  // undefined: no dialog; null: a new byline.
  const [editing, setEditing] = useState<AdminByline | null | undefined>(undefined);
  const [saved, setSaved] = useState<AdminByline | null>(null);
  const bylines = data?.authors ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}>
        <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", md: "2.25rem" } }}>
          Bylines
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          New byline
        </Button>
      </Stack>
      <Typography color="text.secondary">
        The names articles are credited to, each with its page at /author/&#123;slug&#125;: staff writers, guests and agencies.
      </Typography>
      {saved && (
        <Alert severity="success" onClose={() => setSaved(null)}>
          Saved {saved.name}. Its page and its articles show the change within seconds:{" "}
          <Link href={saved.url} target="_blank">
            view {saved.url}
          </Link>
          .
        </Alert>
      )}
      {error && <Alert severity="error">{error instanceof Error ? error.message : FALLBACK}</Alert>}
      {isLoading && <LinearProgress aria-label="Loading the bylines" />}
      {bylines.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Bylines">
            <TableHead>
              <TableRow>
                <TableCell>Byline</TableCell>
                <TableCell>Page</TableCell>
                <TableCell>Staff account</TableCell>
                <TableCell align="right">Articles</TableCell>
                {/* Positioned, so the hidden label stays inside the scrolling table rather than widening the page. */}
                <TableCell sx={{ position: "relative" }}>
                  <span style={visuallyHidden}>Actions</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bylines.map((byline) => (
                <TableRow key={byline.id}>
                  <TableCell>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
                      <Avatar src={byline.avatarUrl ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
                        {byline.name.charAt(0)}
                      </Avatar>
                      <div>
                        <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
                          {byline.name}
                        </Typography>
                        {byline.role && (
                          <Typography variant="caption" component="p" color="text.secondary">
                            {byline.role}
                          </Typography>
                        )}
                      </div>
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Link href={byline.url} target="_blank" aria-label={`${byline.url} (opens in a new tab)`}>
                      {byline.url}
                    </Link>
                  </TableCell>
                  <TableCell>{byline.userName ?? "None (guest or agency)"}</TableCell>
                  <TableCell align="right">{byline.count.toLocaleString("en-US")}</TableCell>
                  <TableCell align="right">
                    <Button size="small" variant="outlined" onClick={() => setEditing(byline)} aria-label={`Edit ${byline.name}`}>
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing !== undefined && (
        <BylineForm
          byline={editing}
          accounts={accounts}
          onClose={() => setEditing(undefined)}
          onSaved={(byline) => {
            setEditing(undefined);
            setSaved(byline);
            void mutate();
          }}
        />
      )}
    </Stack>
  );
}
