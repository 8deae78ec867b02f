import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the server reads, validated once on first use.
 * The README lists each one; a bad value stops the server with a message naming it.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional(),
  MAIL_FROM: z.string().min(3).default("Basis Point <no-reply@basispoint.local>"),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  CAPTCHA_PROVIDER: z.enum(["altcha", "recaptcha", "turnstile"]).default("altcha"),
  SEED_DEMO_CONTENT: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  // An OpenAI-compatible chat-completions endpoint that may rephrase the fact-checker's explanations (off when unset).
  FACTCHECK_LLM_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as http://localhost:11434/v1" }).optional(),
  FACTCHECK_LLM_MODEL: z.string().min(1).optional(),
  FACTCHECK_LLM_API_KEY: z.string().min(1).optional(),
  FACTCHECK_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
}).refine((values) => !values.FACTCHECK_LLM_URL || values.FACTCHECK_LLM_MODEL, {
  path: ["FACTCHECK_LLM_MODEL"],
  message: "is required when FACTCHECK_LLM_URL is set",
});

export type Env = z.infer<typeof envSchema> & { siteUrl: string; dataDir: string };

let cached: Env | undefined;

function blankToUndefined(source: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === "" ? undefined : value]));
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(blankToUndefined(source));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  return {
    ...values,
    siteUrl: (values.SITE_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ""),
    dataDir: path.resolve(values.DATA_DIR),
  };
}

export function env(): Env {
  cached ??= readEnv();
  return cached;
}
