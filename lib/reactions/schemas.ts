import "@/lib/validation-primitives/jitless";
import { z } from "zod";
import { postIdSchema } from "@/lib/posts/schemas";

/** Most ids one merge may carry; a browser holding more sends the rest on its next visit. */
export const BROWSER_STATE_MAX_IDS = 500;

/** Body of POST /api/users/browser-state: what this browser liked and saved before signing in. */
export const browserStateSchema = z.object(
  {
    liked: z.array(postIdSchema).max(BROWSER_STATE_MAX_IDS, `At most ${BROWSER_STATE_MAX_IDS} liked articles at once.`).default([]),
    saved: z.array(postIdSchema).max(BROWSER_STATE_MAX_IDS, `At most ${BROWSER_STATE_MAX_IDS} saved articles at once.`).default([]),
  },
  { error: "The body must be a JSON object with liked and saved lists of article ids." },
);
