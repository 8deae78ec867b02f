import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { ListPage } from "@/components/posts/ListPage";
import { AuthorIntro } from "@/components/posts/TaxonomyIntros";
import { env } from "@/lib/config/env";
import { taxonomyTexts } from "@/lib/posts/list";
import { getAuthorProfile, getAuthorRedirect } from "@/lib/posts/service";
import { authorPath, personJsonLd, serializeJsonLd } from "@/lib/seo/structured-data";
import { SITE_NAME } from "@/lib/site";

// Cached and the same for every reader, like a category page: kept until posts or bylines change
// (tagged data) or a minute passes.
export const revalidate = 60;
export const dynamic = "error";
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

async function findAuthor(params: Props["params"]) {
  return getAuthorProfile((await params).slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const author = await findAuthor(params);
  if (!author) return {};
  const path = authorPath(author.slug);
  return {
    title: author.role ? `${author.name}, ${author.role}` : author.name,
    description: author.bio || `Articles by ${author.name} for ${SITE_NAME}.`,
    alternates: { canonical: path, types: { "application/rss+xml": `${path}/feed.xml` } },
    openGraph: { type: "profile", title: author.name, url: path, ...(author.avatar ? { images: [{ url: author.avatar, alt: "" }] } : {}) },
  };
}

export default async function AuthorPage({ params }: Props) {
  const author = await findAuthor(params);
  if (!author) {
    // A byline's old address (before its slug changed) leads to its page (308).
    const target = await getAuthorRedirect((await params).slug);
    if (target) permanentRedirect(authorPath(target));
    notFound();
  }
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(personJsonLd(author, env().siteUrl)) }} />
      <ListPage
        heading={author.name}
        intro={<AuthorIntro author={author} feedUrl={`${authorPath(author.slug)}/feed.xml`} />}
        source={{ kind: "author", slug: author.slug, authorId: author.id }}
        texts={taxonomyTexts(author.name)}
        sidebarTitle="Trending Articles"
      />
    </>
  );
}
