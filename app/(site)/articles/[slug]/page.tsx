import { notFound, permanentRedirect } from "next/navigation";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "@/lib/newsroom/slug";
import { getPostIdBySlug } from "@/lib/posts/service";

// An article by its slug: a permanent (308) redirect to its canonical address, /post/{id}, so the
// newsroom's slug field makes a real address. Cached like the article (the answer changes only when
// posts do), with a day as a safety net (SAFETY_NET_REVALIDATE_SECONDS, a literal here because Next
// reads it from the source).
export const revalidate = 86400;
export const dynamic = "error";
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export default async function ArticleBySlug({ params }: Props) {
  const { slug } = await params;
  // What is not a slug never reaches the database.
  const id = slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug) ? await getPostIdBySlug(slug) : null;
  if (id === null) notFound();
  permanentRedirect(`/post/${id}`);
}
