-- A deactivated account (a journalist who left): its sessions ended, sign-in refused; its articles
-- and bylines stay. Reactivation clears it (lib/auth/staff.ts).
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;
