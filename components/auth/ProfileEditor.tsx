"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { refreshReader } from "./useReader";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { apiRequest, storeUser, type StoredUser } from "@/lib/ui/api-client";
import { countryForDialCode, DEFAULT_COUNTRY_ISO, DEFAULT_DIAL_CODE } from "@/lib/auth/country-codes";
import { MESSAGES } from "@/lib/auth/messages";
import type { PublicUser } from "@/lib/auth/public-user";
import { profileSchema, type ProfileInput } from "@/lib/auth/schemas";
import { NameFields } from "./NameFields";
import { PhoneFields } from "./PhoneFields";
import { visuallyHidden } from "./visuallyHidden";

type Notice = { severity: "success" | "error"; text: string } | null;

function DetailRow({ label, value }: { label: string; value: string }) {
  return (
    <Box component="div" sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "140px 1fr" }, gap: { xs: 0, sm: 2 }, py: 1 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
        {value}
      </Typography>
    </Box>
  );
}

/** /profile: the reader's details, and a form to change name, phone and avatar. */
export function ProfileEditor({ user }: { user: PublicUser }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const dial = user.phone && user.countryCode ? user.countryCode : DEFAULT_DIAL_CODE;
  const [countryIso, setCountryIso] = useState(countryForDialCode(dial)?.iso ?? DEFAULT_COUNTRY_ISO);
  const defaults: ProfileInput = {
    firstName: user.firstName,
    lastName: user.lastName,
    countryCode: dial,
    phone:
      user.phone && user.countryCode && user.phone.startsWith(user.countryCode)
        ? user.phone.slice(user.countryCode.length)
        : (user.phone ?? ""),
  };
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput>({ resolver: zodResolver(profileSchema, undefined, { raw: true }), defaultValues: defaults });

  function updated(next: PublicUser, text: string) {
    storeUser(next as unknown as StoredUser);
    setNotice({ severity: "success", text });
    // The header's avatar and the drawer's name come from the session endpoint.
    void refreshReader();
    router.refresh();
  }

  const save = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const next = await apiRequest<PublicUser>("/api/users/profile", {
        method: "PUT",
        body: values,
        fallback: MESSAGES.profileUpdateFailed,
      });
      reset(values);
      setEditing(false);
      updated(next, "Your profile has been updated.");
    } catch (failure) {
      setNotice({ severity: "error", text: failure instanceof Error && failure.message ? failure.message : MESSAGES.profileUpdateFailed });
    }
  });

  async function changeAvatar(file: File | null) {
    if (!file) return;
    setUploading(true);
    setNotice(null);
    const body = new FormData();
    body.set("avatar", file);
    try {
      updated(
        await apiRequest<PublicUser>("/api/users/avatar", { method: "POST", body, fallback: MESSAGES.profileUpdateFailed }),
        "Your photo has been updated.",
      );
    } catch (failure) {
      setNotice({ severity: "error", text: failure instanceof Error && failure.message ? failure.message : MESSAGES.profileUpdateFailed });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  async function removeAvatar() {
    setNotice(null);
    try {
      const next = await apiRequest<PublicUser>("/api/users/profile", {
        method: "PUT",
        body: { ...defaults, avatar: null },
        fallback: MESSAGES.profileUpdateFailed,
      });
      updated(next, "Your photo has been removed.");
    } catch (failure) {
      setNotice({ severity: "error", text: failure instanceof Error && failure.message ? failure.message : MESSAGES.profileUpdateFailed });
    }
  }

  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Stack spacing={3}>
      {notice ? (
        <Alert severity={notice.severity} role={notice.severity === "error" ? "alert" : "status"} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <Avatar
          src={user.avatar ?? undefined}
          alt={name || "Your photo"}
          sx={{ width: 88, height: 88, fontSize: "2rem", bgcolor: "secondary.main" }}
        >
          {(name || user.email || "?").charAt(0).toUpperCase()}
        </Avatar>
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
          <Button variant="outlined" component="label" disabled={uploading}>
            {uploading ? "Uploading…" : "Upload photo"}
            <input
              ref={fileInput}
              style={visuallyHidden}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(event) => void changeAvatar(event.target.files?.[0] ?? null)}
            />
          </Button>
          {user.avatar ? (
            <Button color="inherit" onClick={() => void removeAvatar()}>
              Remove photo
            </Button>
          ) : null}
        </Stack>
      </Stack>

      {editing ? (
        <Box component="form" noValidate onSubmit={save}>
          <Stack spacing={2}>
            <NameFields
              firstName={{ registration: register("firstName"), error: errors.firstName?.message }}
              lastName={{ registration: register("lastName"), error: errors.lastName?.message }}
            />
            <PhoneFields
              countryIso={countryIso}
              onCountryChange={(iso, code) => {
                setCountryIso(iso);
                setValue("countryCode", code);
              }}
              countryError={errors.countryCode?.message}
              phone={{ registration: register("phone"), error: errors.phone?.message }}
              hint="Optional. Used for sign-in and codes when you have no email."
            />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Save changes
              </Button>
              <Button
                onClick={() => {
                  reset(defaults);
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <Box>
          <Box component="dl" sx={{ m: 0 }}>
            <DetailRow label="Name" value={name || "—"} />
            <DetailRow label="Email" value={user.email ?? "—"} />
            <DetailRow label="Phone" value={user.phone ?? "—"} />
            <DetailRow
              label="Sign-in"
              value={[user.hasPassword ? "Password" : null, user.googleLinked ? "Google" : null].filter(Boolean).join(" and ") || "—"}
            />
            <DetailRow
              label="Member since"
              value={new Date(user.createdAt).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" })}
            />
          </Box>
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => setEditing(true)}>
            Edit profile
          </Button>
        </Box>
      )}
    </Stack>
  );
}
