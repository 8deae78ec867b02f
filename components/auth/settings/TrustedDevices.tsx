"use client";

import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { apiRequest } from "@/lib/ui/api-client";
import type { TrustedDevice } from "@/lib/auth/trusted-devices";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

/** Browsers that skip the second factor; each can be revoked, or all at once. */
export function TrustedDevices({ initial }: { initial: TrustedDevice[] }) {
  const [devices, setDevices] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  async function revoke(id?: number) {
    setError(null);
    try {
      await apiRequest(id === undefined ? "/api/users/trusted-devices" : `/api/users/trusted-devices/${id}`, {
        method: "DELETE",
        fallback: "The device could not be removed. Please try again.",
      });
      setDevices((current) => (id === undefined ? [] : current.filter((device) => device.id !== id)));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The device could not be removed. Please try again.");
    }
  }

  if (devices.length === 0) {
    return <Typography color="text.secondary">No trusted devices. Every new sign-in asks for a code.</Typography>;
  }
  return (
    <Stack spacing={1}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <List aria-label="Trusted devices" disablePadding>
        {devices.map((device) => (
          <ListItem
            key={device.id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                color="error"
                onClick={() => void revoke(device.id)}
                aria-label={`Revoke ${device.label}, trusted ${day(device.createdAt)}`}
              >
                Revoke
              </Button>
            }
          >
            <ListItemText
              primary={device.label}
              secondary={`Trusted ${day(device.createdAt)} · last used ${day(device.lastUsedAt)} · until ${day(device.expiresAt)}`}
              sx={{ pr: 8 }}
            />
          </ListItem>
        ))}
      </List>
      <div>
        <Button color="error" onClick={() => void revoke()}>
          Revoke all devices
        </Button>
      </div>
    </Stack>
  );
}
