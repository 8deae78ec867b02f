-- When this session passed a second factor (a code, a trusted device, TOTP): staff capabilities
-- need it, whatever the account's two-step setting says (lib/auth/capabilities.ts).
ALTER TABLE "auth_sessions" ADD COLUMN "second_factor_at" timestamp with time zone;
