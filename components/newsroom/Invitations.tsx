"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import useSWR from "swr";
import type { z } from "zod";
import { muiField } from "@/components/auth/muiField";
import { STAFF_ROLE_LABELS, STAFF_ROLES } from "@/lib/auth/capabilities";
import type { Invitation, SentInvitation } from "@/lib/auth/invitations";
import { invitationSchema, type InvitationValues } from "@/lib/auth/schemas";
import { ApiRequestError, apiRequest } from "@/lib/ui/api-client";
import { formatDateTime } from "./format";
import { RowsTable, type Column } from "./RowsTable";

const LOAD_FAILED = "The invitations could not be loaded.";
const SEND_FAILED = "The invitation could not be sent. Please try again.";

const INVITATION_COLUMNS: Column<Invitation>[] = [
  { header: "E-mail", cell: (invitation) => invitation.email },
  { header: "Role", cell: (invitation) => STAFF_ROLE_LABELS[invitation.role].title },
  {
    header: "Status",
    cell: (invitation) => (
      <Chip
        size="small"
        variant="outlined"
        color={invitation.status === "pending" ? "primary" : "error"}
        label={invitation.status === "pending" ? `Pending until ${formatDateTime(invitation.expiresAt)}` : "Expired"}
      />
    ),
  },
  {
    header: "Sent",
    cell: (invitation) => `${formatDateTime(invitation.sentAt)}${invitation.invitedBy ? ` by ${invitation.invitedBy}` : ""}`,
    nowrap: true,
  },
];

/** The invite form (e-mail and role) and the open invitations, each resent or revoked from here (admins). */
export function Invitations() {
  const { data, error, isLoading, mutate } = useSWR("/api/admin/invitations", (url: string) =>
    apiRequest<Invitation[]>(url, { fallback: LOAD_FAILED }),
  );
  const [message, setMessage] = useState<{ severity: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InvitationValues, unknown, z.output<typeof invitationSchema>>({
    resolver: zodResolver(invitationSchema),
    defaultValues: { email: "", role: "contributor" },
  });

  const invite = handleSubmit(async (values) => {
    setMessage(null);
    try {
      const sent = await apiRequest<SentInvitation>("/api/admin/invitations", { method: "POST", body: values, fallback: SEND_FAILED });
      setMessage({
        severity: "success",
        text: `Invitation sent to ${sent.email}. The link works until ${formatDateTime(sent.expiresAt)}.`,
      });
      reset({ email: "", role: values.role });
    } catch (failure) {
      const text = failure instanceof Error ? failure.message : SEND_FAILED;
      if (failure instanceof ApiRequestError && failure.errors.email) setError("email", { message: failure.errors.email });
      else setMessage({ severity: "error", text });
    }
    void mutate();
  });

  const act = async (invitation: Invitation, action: "resend" | "revoke") => {
    setBusy(invitation.id);
    setMessage(null);
    try {
      if (action === "resend") {
        const sent = await apiRequest<SentInvitation>(`/api/admin/invitations/${invitation.id}/resend`, {
          method: "POST",
          fallback: SEND_FAILED,
        });
        setMessage({ severity: "success", text: `A new link was sent to ${sent.email}; the earlier one no longer works.` });
      } else {
        await apiRequest(`/api/admin/invitations/${invitation.id}`, { method: "DELETE", fallback: "The invitation could not be revoked." });
        setMessage({ severity: "success", text: `The invitation to ${invitation.email} was revoked; its link no longer works.` });
      }
    } catch (failure) {
      setMessage({ severity: "error", text: failure instanceof Error ? failure.message : SEND_FAILED });
    } finally {
      setBusy(null);
      void mutate();
    }
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="invitations-heading">
      <Typography id="invitations-heading" variant="h2" sx={{ fontSize: "1.35rem" }}>
        Invitations
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box component="form" noValidate onSubmit={invite} aria-label="Invite a journalist">
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
            <TextField
              label="E-mail address"
              type="email"
              autoComplete="off"
              fullWidth
              {...muiField(register("email"))}
              error={Boolean(errors.email)}
              helperText={errors.email?.message ?? "They get a link to join, valid for 7 days."}
            />
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <TextField
                  select
                  label="Role"
                  {...field}
                  sx={{ minWidth: 160 }}
                  error={Boolean(errors.role)}
                  helperText={errors.role?.message}
                >
                  {STAFF_ROLES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {STAFF_ROLE_LABELS[role].title}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ whiteSpace: "nowrap", minHeight: 56, flexShrink: 0 }}>
              Send invitation
            </Button>
          </Stack>
        </Box>
      </Paper>
      {message && (
        <Alert severity={message.severity} role={message.severity === "error" ? "alert" : "status"} onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      {error && <Alert severity="error">{error instanceof Error ? error.message : LOAD_FAILED}</Alert>}
      {isLoading && <LinearProgress aria-label="Loading the invitations" />}
      {data && data.length === 0 && <Typography color="text.secondary">No invitation is waiting for an answer.</Typography>}
      {data && data.length > 0 && (
        <RowsTable
          label="Open invitations"
          rows={data}
          rowKey={(invitation) => invitation.id}
          columns={INVITATION_COLUMNS}
          actions={(invitation) => (
            <>
              <Button
                size="small"
                disabled={busy === invitation.id}
                onClick={() => void act(invitation, "resend")}
                aria-label={`Resend the invitation to ${invitation.email}`}
              >
                Resend
              </Button>
              <Button
                size="small"
                color="error"
                disabled={busy === invitation.id}
                onClick={() => void act(invitation, "revoke")}
                aria-label={`Revoke the invitation to ${invitation.email}`}
              >
                Revoke
              </Button>
            </>
          )}
        />
      )}
    </Stack>
  );
}
