import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { ContentPage } from "@/components/pages/ContentPage";
import { getPage, getPageRedirect } from "@/lib/pages/service";

// Cached and the same for every reader; rendered on its first request and kept until what is at
// this address changes (its tag), with a day as a safety net (SAFETY_NET_REVALIDATE_SECONDS, a
// literal here because Next reads it from the source).
export const revalidate = 86400;
export const dynamic = "error";
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

// Slugs are lower-case words and dashes; anything else cannot be a page.
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** What is not a slug never reaches the database. */
const slugOf = async (params: Props["params"]) => {
  const { slug } = await params;
  return SLUG.test(slug) ? slug : null;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = await slugOf(params);
  const page = slug && (await getPage(slug));
  if (!page) return {};
  return { title: page.title, description: page.summary, alternates: { canonical: `/${page.slug}` } };
}

/** CMS pages at /{slug}: /about, /contact, /privacy and any other page the newsroom publishes. */
export default async function CmsPage({ params }: Props) {
  const slug = await slugOf(params);
  const page = slug && (await getPage(slug));
  if (!page) {
    // A renamed page's old address leads to where it is now (308), as a merged category's does.
    const target = slug && (await getPageRedirect(slug));
    if (target) permanentRedirect(`/${target}`);
    notFound();
  }
  return <ContentPage title={page.title} html={page.content} />;
}
