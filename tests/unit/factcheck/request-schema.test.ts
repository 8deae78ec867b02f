/** @jest-environment node */
import { InvalidInputError } from "@/lib/errors";
import { asApiError } from "../helpers/api-error";
import { parseOrThrow } from "@/lib/http/validation";
import { QUICK_QUESTIONS } from "@/lib/factcheck/quick-questions";
import { factCheckRequestSchema } from "@/lib/factcheck/schemas";

const valid = { question: "Was US inflation 9% in 2022?", category: "Custom Question", description: "", url: "/post/1" };

function errorsOf(input: unknown): Record<string, string> | undefined {
  try {
    parseOrThrow(factCheckRequestSchema, input);
  } catch (error) {
    if (error instanceof InvalidInputError) {
      expect(asApiError(error)).toMatchObject({ status: 400, code: "invalid_request" });
      return error.details.errors;
    }
    throw error;
  }
  return undefined;
}

test("every quick question and a custom question are valid requests", () => {
  for (const quick of QUICK_QUESTIONS) {
    const body = { question: quick.question, category: quick.category, description: quick.description, url: "/post/1" };
    expect(factCheckRequestSchema.parse(body)).toEqual(body);
  }
  expect(factCheckRequestSchema.parse(valid)).toEqual(valid);
});

test("text is trimmed and a missing description is empty", () => {
  const { description: _description, ...rest } = valid;
  expect(factCheckRequestSchema.parse({ ...rest, question: "  Is 9% right?  " })).toEqual({
    ...rest,
    question: "Is 9% right?",
    description: "",
  });
});

test.each([
  [{ ...valid, question: "   " }, { question: "question is required." }],
  [{ ...valid, question: undefined }, { question: "question is required." }],
  [{ ...valid, question: 42 }, { question: "question must be text." }],
  [{ ...valid, question: "x".repeat(1001) }, { question: "question must be at most 1000 characters." }],
  [{ ...valid, description: "x".repeat(1001) }, { description: "description must be at most 1000 characters." }],
  [{ ...valid, url: "" }, { url: "url is required." }],
  [{ ...valid, url: ["/post/1"] }, { url: "url must be text." }],
  [{ ...valid, url: `/post/1?${"x".repeat(2048)}` }, { url: "url must be at most 2048 characters." }],
  [
    { ...valid, category: "astrology" },
    { category: "category must be one of accuracy, timeliness, comparability, source, consistency, Custom Question." },
  ],
  [
    { ...valid, category: undefined },
    { category: "category must be one of accuracy, timeliness, comparability, source, consistency, Custom Question." },
  ],
])("%j is a 400 naming the field", (input, errors) => {
  expect(errorsOf(input)).toEqual(errors);
});

test.each([null, [], "a question", 3])("a body that is not an object (%j) is a 400", (input) => {
  expect(errorsOf(input)).toEqual({ _: "The body must be a JSON object with question, category, description and url." });
});
