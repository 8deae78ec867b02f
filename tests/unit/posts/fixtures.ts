import type { Database } from "@/lib/db/client";
import { authors, posts } from "@/lib/db/schema";

export interface PostFixture {
  title: string;
  status?: "published" | "draft";
  categoryId?: number;
  publishedAt: Date;
  views?: number;
  featuredImageName?: string | null;
}

/** Inserts an author and the given posts; returns their ids in the order given. */
export async function insertPosts(db: Database, fixtures: PostFixture[]): Promise<number[]> {
  const [author] = await db
    .insert(authors)
    .values({
      name: "Ada Economist",
      slug: `ada-${Math.random().toString(36).slice(2)}`,
      avatar: "avatar-ada.svg",
      bio: "Writes about rates.",
      role: "Economics correspondent",
    })
    .returning({ id: authors.id });
  const ids: number[] = [];
  for (const [index, fixture] of fixtures.entries()) {
    const [row] = await db
      .insert(posts)
      .values({
        title: fixture.title,
        slug: `${fixture.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${index}-${Math.random().toString(36).slice(2, 8)}`,
        description: `<h2>${fixture.title}</h2><p>Body of ${fixture.title} &amp; more.</p>`,
        summary: `Lead of ${fixture.title}.`,
        status: fixture.status ?? "published",
        categoryId: fixture.categoryId ?? 2,
        authorId: author?.id,
        featuredImageName: fixture.featuredImageName === undefined ? "chart.svg" : fixture.featuredImageName,
        views: fixture.views ?? 0,
        publishedAt: fixture.publishedAt,
      })
      .returning({ id: posts.id });
    if (row) ids.push(row.id);
  }
  return ids;
}
