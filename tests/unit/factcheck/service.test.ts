/** @jest-environment node */
import { seedArticles } from "@/lib/db/seed/articles";
import type { PostDetail } from "@/lib/posts/types";
import { createFactCheckService } from "@/lib/factcheck/service";

const seeded = seedArticles.find((article) => article.slug === "brazil-fiscal-framework-election-year");
if (!seeded) throw new Error("the Brazil article is part of the demo content");

function post(id: number, updatedAt = "2026-01-01T00:00:00.000Z"): PostDetail {
  return { id, title: seeded!.title, description: seeded!.html, date: seeded!.publishedAt, updatedAt } as PostDetail;
}

const accuracy = { category: "accuracy", question: "Accuracy of Quoted Numbers", description: "" };

test("answers the spec's shape for a post, with the canonical article address", async () => {
  const check = createFactCheckService({ loadPost: async (id) => post(id), siteUrl: "https://basispoint.example", rephrase: null });
  const answer = await check(11, accuracy);
  expect(answer).toMatchObject({ article_title: seeded.title, article_url: "https://basispoint.example/post/11" });
  expect(answer?.check.explanation).toContain("11.2%");
  expect(["mixed", "not_supported"]).toContain(answer?.overall_verdict);
});

test("a missing post is null", async () => {
  const check = createFactCheckService({ loadPost: async () => null, siteUrl: "https://x.example", rephrase: null });
  await expect(check(1, accuracy)).resolves.toBeNull();
});

test("memoises per post version, category and question, dropping the least recently used", async () => {
  let version = "2026-01-01T00:00:00.000Z";
  const check = createFactCheckService({
    loadPost: async (id) => post(id, version),
    siteUrl: "https://x.example",
    rephrase: null,
    maxEntries: 2,
  });
  const first = await check(11, accuracy);
  expect(await check(11, accuracy)).toBe(first);
  expect(await check(11, { ...accuracy, category: "timeliness" })).not.toBe(first);
  expect(await check(11, accuracy)).toBe(first); // still kept, and now the most recently used
  await check(12, accuracy); // evicts the timeliness answer, not this one
  expect(await check(11, accuracy)).toBe(first);
  version = "2026-02-01T00:00:00.000Z"; // an edited article is checked again
  const edited = await check(11, accuracy);
  expect(edited).not.toBe(first);
  expect(edited).toEqual(first);
});
