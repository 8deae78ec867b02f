import "@/lib/validation-primitives/jitless";
import { z } from "zod";
import { QUESTION_CATEGORIES } from "./quick-questions";

export const QUESTION_MAX_LENGTH = 1000;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const URL_MAX_LENGTH = 2048;

function text(field: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required.` : `${field} must be text.`) })
    .trim()
    .max(max, `${field} must be at most ${max} characters.`);
}

/** Body of POST /api/ai/fact-check-url (docs/behaviour.md#calls): the question, its category and description, and the article's address. */
export const factCheckRequestSchema = z.object(
  {
    question: text("question", QUESTION_MAX_LENGTH).min(1, "question is required."),
    category: z.enum(QUESTION_CATEGORIES, { error: `category must be one of ${QUESTION_CATEGORIES.join(", ")}.` }),
    description: text("description", DESCRIPTION_MAX_LENGTH).default(""),
    url: text("url", URL_MAX_LENGTH).min(1, "url is required."),
  },
  { error: "The body must be a JSON object with question, category, description and url." },
);

export type FactCheckRequestBody = z.infer<typeof factCheckRequestSchema>;
