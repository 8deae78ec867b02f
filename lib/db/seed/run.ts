import { count, sql } from "drizzle-orm";
import type { FileStorage } from "@/lib/storage/types";
import type { Database } from "../client";
import { readingMinutes } from "@/lib/format/reading-time";
import { SANITIZER_ID, sanitizeHtml } from "@/lib/content/sanitize";
import { authors, pages, postAuthors, posts, postTags, siteState, tags, users } from "../schema";
import { seedArticles } from "./articles";
import { seedAuthors } from "./authors";
import { seedFeaturedImageAlt, seedImages } from "./images";
import { insertMenuItems } from "../menu-rows";
import { seedFooterMenu, seedHeaderMenu } from "./menus";
import { seedPages } from "./pages";
import { SEED_DEFAULT_OWNER_ROLE, seedStaff } from "./staff";
import { seedArticleTags, seedTags } from "./tags";

const SEEDED_KEY = "demo_content_seeded_at";
// Any constant shared by every process that might seed the same server database at once.
const SEED_LOCK_ID = 738_150_001;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The demo newsroom's staff accounts (one per role, two-factor on, addresses proven, no password);
 * answers the account that owns each byline's articles. An address someone already registered is left alone.
 */
async function insertStaff(tx: Transaction): Promise<Map<string, number>> {
  const now = new Date();
  await tx
    .insert(users)
    .values(
      seedStaff.map((staff) => ({
        email: staff.email,
        firstName: staff.firstName,
        lastName: staff.lastName,
        role: staff.role,
        twoFactorEnabled: true,
        emailVerifiedAt: now,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(sql`${users.email} in ${seedStaff.map((staff) => staff.email)}`);
  const owners = new Map<string, number>();
  for (const staff of seedStaff) {
    const row = rows.find((candidate) => candidate.email === staff.email && candidate.role === staff.role);
    if (row) owners.set(staff.authorSlug, row.id);
    if (row && staff.role === SEED_DEFAULT_OWNER_ROLE) owners.set("", row.id);
  }
  return owners;
}

/**
 * Fills an empty database with the demo newsroom: authors, staff accounts, tags, articles, CMS pages and menus.
 * Runs once: a database that already has posts, or was seeded before, is left alone.
 * Returns true when it seeded.
 */
export async function seedDemoContentIfEmpty(db: Database, storage: FileStorage): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [marker] = await tx
      .select()
      .from(siteState)
      .where(sql`${siteState.key} = ${SEEDED_KEY}`);
    const [existing] = await tx.select({ total: count() }).from(posts);
    if (marker || (existing?.total ?? 0) > 0) return false;

    const owners = await insertStaff(tx);
    // A staff account's own byline is linked to it: the bylines it may publish under (lib/auth/capabilities.ts).
    const authorRows = await tx
      .insert(authors)
      .values(
        seedAuthors.map(({ slug, name, role, bio, avatar }) => ({
          slug,
          name,
          role,
          bio,
          avatar,
          userId: owners.get(slug) ?? null,
        })),
      )
      .returning({ id: authors.id, slug: authors.slug });
    const authorIds = new Map(authorRows.map((row) => [row.slug, row.id]));
    const tagRows = await tx.insert(tags).values(seedTags).returning({ id: tags.id, slug: tags.slug });
    const tagIds = new Map(tagRows.map((row) => [row.slug, row.id]));

    // Oldest first, so ids grow with publication dates as they would in a real newsroom.
    const ordered = [...seedArticles].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
    for (const article of ordered) {
      const publishedAt = new Date(article.publishedAt);
      const authorId = authorIds.get(article.authorSlug) ?? null;
      const [post] = await tx
        .insert(posts)
        .values({
          title: article.title,
          slug: article.slug,
          // Saved as the newsroom saves a body: sanitized, with the sanitizer's id (served as saved).
          description: sanitizeHtml(article.html),
          bodySanitizedWith: SANITIZER_ID,
          summary: article.summary,
          status: article.status,
          categoryId: article.categoryId,
          authorId,
          readingMinutes: readingMinutes(article.html),
          ownerId: owners.get(article.authorSlug) ?? owners.get("") ?? null,
          featuredImageName: article.featuredImage,
          featuredImageAlt: article.featuredImage ? seedFeaturedImageAlt(article.featuredImage, article.categoryId) : null,
          showAuthor: article.showAuthor,
          showTopBanner: Boolean(article.topBanner),
          topBannerName: article.topBanner?.image ?? null,
          topBannerUrl: article.topBanner?.url ?? null,
          showBottomBanner: Boolean(article.bottomBanner),
          bottomBannerName: article.bottomBanner?.image ?? null,
          bottomBannerUrl: article.bottomBanner?.url ?? null,
          views: article.views,
          likes: article.likes,
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        })
        .returning({ id: posts.id });
      if (authorId !== null) await tx.insert(postAuthors).values({ postId: post!.id, authorId, position: 0 });
      const articleTags = (seedArticleTags[article.slug] ?? []).flatMap((slug) => tagIds.get(slug) ?? []);
      if (articleTags.length > 0) {
        await tx.insert(postTags).values(articleTags.map((tagId, position) => ({ postId: post!.id, tagId, position })));
      }
    }

    await tx
      .insert(pages)
      .values(seedPages.map((page) => ({ slug: page.slug, title: page.title, summary: page.summary, content: page.html })));
    await insertMenuItems(tx, "header", seedHeaderMenu);
    await insertMenuItems(tx, "footer", seedFooterMenu);
    await tx.insert(siteState).values({ key: SEEDED_KEY, value: new Date().toISOString() });
    return true;
  });
  if (seeded) await ensureDemoImages(storage);
  return seeded;
}

/**
 * Stores the generated demo images that are missing from the uploads. Runs at every start, so a
 * server database seeded from another machine still finds its images here. They are SVGs: already
 * sharp at every width and a few kilobytes each, so they get no raster variants.
 */
export async function ensureDemoImages(storage: FileStorage): Promise<void> {
  await Promise.all(
    seedImages().map(async (image) => {
      if (!(await storage.exists(image.name))) await storage.put(image.name, Buffer.from(image.svg, "utf8"), "image/svg+xml");
    }),
  );
}
