/**
 * The fact-check service behind POST /api/ai/fact-check-url: reads the article from the database (never over
 * the network), runs the engine, lets the optional language model rephrase the explanation, and memoises the
 * answer per (post, its last update, category, question, description). Nothing here depends on the reader,
 * so one reader's answer may be served to another.
 */
import { env } from "@/lib/config/env";
import { NotFoundError } from "@/lib/errors";
import { POST_ERRORS } from "@/lib/posts/messages";
import { getPost } from "@/lib/posts/service";
import type { PostDetail } from "@/lib/posts/types";
import { factCheckArticle, type FactCheckResponse } from "./engine";
import { rephraseConfigFromEnv, rephraseExplanation, type RephraseConfig } from "./rephrase";

export interface FactCheckQuestion {
  category: string;
  question: string;
  description: string;
}

export interface FactCheckServiceOptions {
  loadPost: (id: number) => Promise<PostDetail | null>;
  /** The public address articles are cited under. */
  siteUrl: string;
  rephrase: RephraseConfig | null;
  /** Answers kept; the oldest used is dropped first. */
  maxEntries?: number;
}

export type FactCheckPost = (id: number, question: FactCheckQuestion) => Promise<FactCheckResponse | null>;

export function createFactCheckService({ loadPost, siteUrl, rephrase, maxEntries = 200 }: FactCheckServiceOptions): FactCheckPost {
  const answers = new Map<string, Promise<FactCheckResponse>>();

  async function answer(post: PostDetail, question: FactCheckQuestion): Promise<FactCheckResponse> {
    const result = factCheckArticle({
      article: { id: post.id, title: post.title, html: post.description, publishedAt: post.date, url: `${siteUrl}/post/${post.id}` },
      ...question,
    });
    if (!rephrase) return result;
    return { ...result, check: { ...result.check, explanation: await rephraseExplanation(rephrase, result.check.explanation) } };
  }

  return async (id, question) => {
    const post = await loadPost(id);
    if (!post) return null;
    const key = JSON.stringify([post.id, post.updatedAt, question.category, question.question, question.description]);
    let pending = answers.get(key);
    if (pending) {
      // Refresh its place: the Map's insertion order is the eviction order.
      answers.delete(key);
    } else {
      pending = answer(post, question);
      pending.catch(() => answers.delete(key));
      if (answers.size >= maxEntries) answers.delete(answers.keys().next().value as string);
    }
    answers.set(key, pending);
    return pending;
  };
}

let shared: FactCheckPost | undefined;

/**
 * The process's service: published posts through the cached `getPost`, configured from the
 * environment. A missing or draft post is a NotFoundError.
 */
export async function factCheckPost(id: number, question: FactCheckQuestion): Promise<FactCheckResponse> {
  shared ??= createFactCheckService({ loadPost: getPost, siteUrl: env().siteUrl, rephrase: rephraseConfigFromEnv(env()) });
  const answer = await shared(id, question);
  if (!answer) throw new NotFoundError(POST_ERRORS.notFound);
  return answer;
}
