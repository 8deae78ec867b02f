import type { Metadata } from "next";
import { redirect } from "next/navigation";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Invitations } from "@/components/newsroom/Invitations";
import { newsroomUser } from "@/components/newsroom/newsroomPage";
import { StaffList } from "@/components/newsroom/StaffList";
import { can } from "@/lib/auth/capabilities";

export const metadata: Metadata = { title: "Staff" };

/** Who works in the newsroom and with which role, and who is invited to (admins). */
export default async function StaffPage() {
  const user = await newsroomUser("/admin/staff");
  if (!can(user, "manage_staff")) redirect("/admin/posts");
  return (
    <Stack spacing={4}>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", md: "2.25rem" } }}>
        Staff and invitations
      </Typography>
      <Invitations />
      <StaffList />
    </Stack>
  );
}
