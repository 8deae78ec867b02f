"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState, type FormEvent } from "react";
import useSWR from "swr";
import { PasswordField } from "@/components/auth/PasswordField";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "@/lib/auth/capabilities";
import type { StaffMember } from "@/lib/auth/staff";
import { apiRequest } from "@/lib/ui/api-client";
import { formatDateTime } from "./format";
import { RowsTable, type Column } from "./RowsTable";

const LOAD_FAILED = "The staff list could not be loaded.";
const CHANGE_FAILED = "The role could not be changed. Please try again.";

/** A role's name, and 'Reader' for an account taken out of the newsroom. */
const roleTitle = (role: string) => (role in STAFF_ROLE_LABELS ? STAFF_ROLE_LABELS[role as StaffRole].title : "Reader");

/** Changing one account's role: the new role, confirmed with the admin's own password (PATCH /api/admin/staff/{id}). */
function RoleDialog({ member, onClose, onChanged }: { member: StaffMember | null; onClose: () => void; onChanged: () => void }) {
  const [role, setRole] = useState<string>(member?.role ?? "contributor");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!member) return;
    setSaving(true);
    setError(null);
    try {
      await apiRequest(`/api/admin/staff/${member.id}`, { method: "PATCH", body: { role, password }, fallback: CHANGE_FAILED });
      onChanged();
    } catch (failure) {
      const fields = (failure as { errors?: Record<string, string> }).errors ?? {};
      setError({ message: failure instanceof Error ? failure.message : CHANGE_FAILED, field: Object.keys(fields)[0] });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={member !== null} onClose={onClose} aria-labelledby="role-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="role-title">Change the role of {member?.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>
              Their sessions end at once; the new role holds from their next sign-in. Taking them out of the newsroom keeps their articles
              and bylines.
            </DialogContentText>
            {error && (
              <Alert severity="error" role="alert">
                {error.message}
              </Alert>
            )}
            <TextField select label="New role" value={role} onChange={(event) => setRole(event.target.value)} fullWidth>
              {STAFF_ROLES.map((value) => (
                <MenuItem key={value} value={value}>
                  {STAFF_ROLE_LABELS[value].title}
                </MenuItem>
              ))}
              <MenuItem value="user">Reader (out of the newsroom)</MenuItem>
            </TextField>
            <PasswordField
              label="Your password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error?.field === "password"}
              helperText="To confirm it is you making this change."
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving || !password || role === member?.role}>
            Change role
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const STAFF_COLUMNS: Column<StaffMember>[] = [
  { header: "Name", cell: (member) => member.name },
  { header: "E-mail", cell: (member) => member.email ?? "—" },
  { header: "Role", cell: (member) => roleTitle(member.role) },
  {
    header: "Status",
    cell: (member) => (member.status === "active" ? "Active" : <Chip size="small" label="Deactivated" variant="outlined" />),
  },
  { header: "Last sign-in", cell: (member) => (member.lastSignInAt ? formatDateTime(member.lastSignInAt) : "Never"), nowrap: true },
  {
    header: "Two-step",
    cell: (member) => (
      <Chip size="small" label={member.twoFactor ? "On" : "Off"} color={member.twoFactor ? "success" : "error"} variant="outlined" />
    ),
  },
];

/** Everyone with a newsroom role (GET /api/admin/staff): role, last sign-in, two-step; an admin changes a role here. */
export function StaffList() {
  const { data, error, isLoading, mutate } = useSWR("/api/admin/staff", (url: string) =>
    apiRequest<StaffMember[]>(url, { fallback: LOAD_FAILED }),
  );
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /** Deactivation ends the account's sessions at once and refuses its sign-ins; its articles stay. */
  async function toggleActive(member: StaffMember) {
    const action = member.status === "active" ? "deactivate" : "reactivate";
    setProblem(null);
    try {
      await apiRequest<StaffMember>(`/api/admin/staff/${member.id}/${action}`, {
        method: "POST",
        fallback: `The account could not be ${action}d.`,
      });
      setNotice(
        action === "deactivate"
          ? `${member.name} is deactivated: signed out everywhere, and cannot sign in. Their articles stay.`
          : `${member.name} can sign in again.`,
      );
      void mutate();
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : `The account could not be ${action}d.`);
    }
  }

  return (
    <Stack spacing={2} component="section" aria-labelledby="staff-heading">
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <Typography id="staff-heading" variant="h2" sx={{ fontSize: "1.35rem" }}>
        Staff
      </Typography>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {error && <Alert severity="error">{error instanceof Error ? error.message : LOAD_FAILED}</Alert>}
      {isLoading && <LinearProgress aria-label="Loading the staff list" />}
      {data && (
        <RowsTable
          label="Staff"
          rows={data}
          rowKey={(member) => member.id}
          columns={STAFF_COLUMNS}
          actions={(member) => (
            <>
              <Button size="small" onClick={() => setEditing(member)} aria-label={`Change role of ${member.name}`}>
                Change role
              </Button>
              <Button
                size="small"
                color={member.status === "active" ? "error" : "primary"}
                aria-label={`${member.status === "active" ? "Deactivate" : "Reactivate"} ${member.name}`}
                onClick={() => void toggleActive(member)}
              >
                {member.status === "active" ? "Deactivate" : "Reactivate"}
              </Button>
            </>
          )}
        />
      )}
      <RoleDialog
        key={editing?.id ?? "closed"}
        member={editing}
        onClose={() => setEditing(null)}
        onChanged={() => {
          setNotice(`${editing?.name ?? "The account"}'s role was changed; their sessions have ended.`);
          setEditing(null);
          void mutate();
        }}
      />
    </Stack>
  );
}
