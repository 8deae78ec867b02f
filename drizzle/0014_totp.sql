-- An authenticator app (TOTP, RFC 6238) as a second factor (lib/auth/authenticator.ts). The secret
-- is stored encrypted with a key derived from AUTH_SECRET; `last_used_step` is the time step of the
-- last code accepted, so each code signs in once. `confirmed_at` is null until the owner entered a
-- code from the app (an enrolment begun and abandoned never counts).
CREATE TABLE "authenticators" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"secret" text NOT NULL,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
-- One-time recovery codes: only a keyed HMAC of each is stored; a used one keeps its row with `used_at`.
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_user_hash_key" ON "recovery_codes" USING btree ("user_id","code_hash");
