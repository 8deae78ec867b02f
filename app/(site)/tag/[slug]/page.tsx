import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { ListPage } from "@/components/posts/ListPage";
import { TagIntro } from "@/components/posts/TaxonomyIntros";
import { taxonomyTexts } from "@/lib/posts/list";
import { getTag, getTagRedirect } from "@/lib/posts/service";
import { tagPath } from "@/lib/seo/structured-data";
import { SITE_NAME } from "@/lib/site";

// Cached and the same for every reader, like a category page: rendered on its first request and
// kept until posts or tags change (tagged data) or a minute passes.
export const revalidate = 60;
export const dynamic = "error";
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

/** The tag readers may see: one with published articles. */
async function findTag(params: Props["params"]) {
  const tag = await getTag((await params).slug);
  return tag && tag.count > 0 ? tag : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tag = await findTag(params);
  if (!tag) return {};
  const path = tagPath(tag.slug);
  return {
    title: `${tag.name}: latest articles`,
    description: tag.description || `The latest articles about ${tag.name} from ${SITE_NAME}.`,
    alternates: { canonical: path, types: { "application/rss+xml": `${path}/feed.xml` } },
  };
}

export default async function TagPage({ params }: Props) {
  const { slug } = await params;
  const tag = await findTag(params);
  if (!tag) {
    // A merged or renamed tag's old address leads to the tag it became (308).
    const target = await getTagRedirect(slug);
    if (target) permanentRedirect(tagPath(target));
    notFound();
  }
  return (
    <ListPage
      heading={tag.name}
      intro={<TagIntro tag={tag} feedUrl={`${tagPath(tag.slug)}/feed.xml`} />}
      source={{ kind: "tag", slug: tag.slug, tagId: tag.id }}
      texts={taxonomyTexts(tag.name)}
      sidebarTitle="Trending Articles"
    />
  );
}
