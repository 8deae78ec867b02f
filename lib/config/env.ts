import path from "node:path";
import { z } from "zod";

const optionalText = z.string().min(1).optional();

/**
 * Every environment variable the server reads, validated once on first use.
 * docs/configuration.md lists each one; a bad value stops the server with a message naming it.
 */
const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    NEXT_PHASE: z.string().optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** The address the production server listens on; unset: every address (Node's default). */
    HOSTNAME_BIND: z.string().min(1).optional(),
    SITE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default(".data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Several nodes: Next's cache and the rate limits live in this Redis (unset: each process keeps its own). */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
    /** Megabytes of rendered pages and data each process keeps in memory, the page cache's first tier. */
    PAGE_CACHE_MEMORY_MB: z.coerce.number().int().min(1).max(65_536).default(256),
    /** Megabytes of sent pages each process replays as they were sent (server/response-cache.ts): about 12 KB an article. */
    REPLAY_MEMORY_MB: z.coerce.number().int().min(1).max(65_536).default(96),
    /** Megabytes of sent pages the replay keeps on disk under DATA_DIR/replay (one node, no REDIS_URL), least recently read out. */
    REPLAY_DISK_MB: z.coerce.number().int().min(1).max(1_048_576).default(512),
    /** Without REDIS_URL: keep rendered pages on disk under DATA_DIR/page-cache too, so they outlive a restart. */
    PAGE_CACHE_DISK: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    /** Megabytes of rendered pages the page cache keeps under DATA_DIR/page-cache (one node, no REDIS_URL), least recently read out: about 190 KB an article. */
    PAGE_CACHE_DISK_MB: z.coerce.number().int().min(1).max(1_048_576).default(2048),
    /** `npm start`'s worker processes with a PostgreSQL server (DATABASE_URL): a number, or `auto` for one per core. */
    WEB_CONCURRENCY: z.union([z.literal("auto"), z.coerce.number().int().min(1).max(256)]).default("auto"),
    /** Uploads in an S3-compatible store instead of DATA_DIR/uploads: all of S3_BUCKET, S3_REGION and the keys, or none. */
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Path-style addressing (endpoint/bucket/key), which most self-hosted stores need. */
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Basis Point <no-reply@basispoint.local>"),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    /** The demo staff accounts' password (set once, on accounts without one); unset, they cannot sign in. */
    DEMO_STAFF_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** Where Google publishes its signing keys; only tests point it elsewhere. */
    GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
    CAPTCHA_PROVIDER: z.enum(["altcha", "recaptcha", "turnstile"]).default("altcha"),
    /** ALTCHA proof of work: PBKDF2 iterations per guess, and the largest counter a browser may have to reach. */
    ALTCHA_COST: z.coerce.number().int().min(1).max(100_000).default(1_000),
    ALTCHA_MAX_COUNTER: z.coerce.number().int().min(10).max(1_000_000).default(4_000),
    RECAPTCHA_SITE_KEY: optionalText,
    RECAPTCHA_SECRET_KEY: optionalText,
    TURNSTILE_SITE_KEY: optionalText,
    TURNSTILE_SECRET_KEY: optionalText,
    /** How many reverse proxies in front of the app append to X-Forwarded-For; 0 trusts only the socket. */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Texts to phone-only accounts are POSTed here as JSON; without it they go to the outbox. */
    SMS_WEBHOOK_URL: z.url().optional(),
    SMS_WEBHOOK_TOKEN: optionalText,
    SEED_DEMO_CONTENT: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    /** An OpenAI-compatible chat-completions endpoint that may rephrase the fact-checker's explanations (off when unset). */
    FACTCHECK_LLM_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as http://localhost:11434/v1" }).optional(),
    FACTCHECK_LLM_MODEL: z.string().min(1).optional(),
    FACTCHECK_LLM_API_KEY: z.string().min(1).optional(),
    FACTCHECK_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  })
  .superRefine((values, context) => {
    const keys = {
      recaptcha: ["RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET_KEY"],
      turnstile: ["TURNSTILE_SITE_KEY", "TURNSTILE_SECRET_KEY"],
      altcha: [],
    } as const;
    for (const key of keys[values.CAPTCHA_PROVIDER]) {
      if (!values[key])
        context.addIssue({ code: "custom", path: [key], message: `is required when CAPTCHA_PROVIDER is ${values.CAPTCHA_PROVIDER}` });
    }
    if (Boolean(values.ADMIN_EMAIL) !== Boolean(values.ADMIN_PASSWORD)) {
      context.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together" });
    }
    // Several nodes on one database must sign tokens, captchas and codes with one secret; a generated
    // one lives in each node's DATA_DIR. `next build` never opens the database, so it does not need it.
    if (values.NODE_ENV === "production" && values.DATABASE_URL && !values.AUTH_SECRET && values.NEXT_PHASE !== "phase-production-build") {
      context.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message:
          "is required in production when DATABASE_URL is set: every node must share it (generate one with `openssl rand -base64 48`)",
      });
    }
    const s3 = ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
    if (values.S3_BUCKET || values.S3_ENDPOINT) {
      for (const key of s3)
        if (!values[key]) context.addIssue({ code: "custom", path: [key], message: "is required when S3 storage is configured" });
    }
    if (values.FACTCHECK_LLM_URL && !values.FACTCHECK_LLM_MODEL) {
      context.addIssue({ code: "custom", path: ["FACTCHECK_LLM_MODEL"], message: "is required when FACTCHECK_LLM_URL is set" });
    }
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
