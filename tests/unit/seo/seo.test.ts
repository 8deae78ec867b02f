/** @jest-environment node */
import { rssFeed } from "@/lib/seo/feed";
import { absoluteUrl, breadcrumbJsonLd, newsArticleJsonLd, personJsonLd, serializeJsonLd } from "@/lib/seo/structured-data";
import type { PostDetail } from "@/lib/posts/types";

const post: PostDetail = {
  id: 7,
  title: "Rates & <the> euro",
  slug: "rates",
  url: "/post/7",
  content: "Lead.",
  status: "published",
  category_id: 2,
  category: "Business",
  category_name: "Business",
  category_slug: "business",
  date: "2026-10-13T09:00:00.000Z",
  createdAt: "2026-10-13T09:00:00.000Z",
  updatedAt: "2026-10-14T09:00:00.000Z",
  featured_image_name: "rates.svg",
  image: "/api/uploads/rates.svg",
  image_srcset: null,
  author: { name: "Ada", avatar: null, bio: "", role: "" },
  views: 1,
  likes: 2,
  comments: 0,
  tags: [{ name: "Euro area", slug: "euro-area" }],
  authors: [
    { name: "Ada", slug: "ada" },
    { name: "Reuters", slug: "reuters" },
  ],
  reading_minutes: 1,
  description: "<p>Body</p>",
  show_author: true,
  show_top_banner: false,
  top_banner_name: null,
  top_banner_url: null,
  show_bottom_banner: false,
  bottom_banner_name: null,
  bottom_banner_url: null,
  featured_image_alt: null,
  featured_image_caption: null,
  body_updated_at: null,
  correction_note: null,
  corrections: [],
  seo_title: null,
  seo_description: null,
};

test("NewsArticle structured data with absolute URLs and the featured image", () => {
  const data = newsArticleJsonLd(post, "https://news.example", "Lead.");
  expect(data).toMatchObject({
    "@type": "NewsArticle",
    headline: "Rates & <the> euro",
    url: "https://news.example/post/7",
    image: ["https://news.example/api/uploads/rates.svg"],
    datePublished: post.date,
    dateModified: post.updatedAt,
    author: [
      { "@type": "Person", name: "Ada", url: "https://news.example/author/ada" },
      { "@type": "Person", name: "Reuters", url: "https://news.example/author/reuters" },
    ],
    keywords: ["Euro area"],
  });
  expect(newsArticleJsonLd({ ...post, show_author: false }, "https://news.example", "").author).toEqual([
    { "@type": "Organization", name: "Basis Point" },
  ]);
});

test("NewsArticle structured data carries the corrections, newest first, and none when there are none", () => {
  expect(newsArticleJsonLd(post, "https://news.example", "Lead.")).not.toHaveProperty("correction");
  const corrected = {
    ...post,
    corrections: [
      { id: 2, text: "The rate is 4.25%.", createdAt: "2026-11-26T10:00:00.000Z" },
      { id: 1, text: "The bank is the ECB.", createdAt: "2026-11-25T09:00:00.000Z" },
    ],
  };
  expect(newsArticleJsonLd(corrected, "https://news.example", "Lead.").correction).toEqual([
    { "@type": "CorrectionComment", text: "The rate is 4.25%.", datePublished: "2026-11-26T10:00:00.000Z" },
    { "@type": "CorrectionComment", text: "The bank is the ECB.", datePublished: "2026-11-25T09:00:00.000Z" },
  ]);
});

test("Person structured data names the byline's page, photo and links", () => {
  const person = personJsonLd(
    {
      id: 3,
      name: "Ada",
      slug: "ada",
      bio: "Writes about rates.",
      role: "Markets editor",
      avatar: "/api/uploads/ada.svg",
      links: [{ label: "Site", url: "https://ada.example" }],
      count: 2,
    },
    "https://news.example",
  );
  expect(person).toMatchObject({
    "@type": "Person",
    name: "Ada",
    url: "https://news.example/author/ada",
    jobTitle: "Markets editor",
    description: "Writes about rates.",
    image: "https://news.example/api/uploads/ada.svg",
    sameAs: ["https://ada.example"],
  });
});

test("BreadcrumbList positions, and JSON-LD that cannot close its script tag", () => {
  const crumbs = breadcrumbJsonLd(
    [
      { name: "Home", path: "/" },
      { name: "Articles", path: "/articles" },
    ],
    "https://news.example",
  );
  expect(crumbs.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: "https://news.example/" },
    { "@type": "ListItem", position: 2, name: "Articles", item: "https://news.example/articles" },
  ]);
  const json = serializeJsonLd({ headline: "</script><script>alert(1)</script>" });
  expect(json).not.toContain("</script");
  expect(JSON.parse(json)).toEqual({ headline: "</script><script>alert(1)</script>" });
  expect(absoluteUrl("http://localhost:3000", "/a?b=1")).toBe("http://localhost:3000/a?b=1");
});

test("RSS 2.0 with escaped text, absolute links and RFC 822 dates", () => {
  const xml = rssFeed({ title: "Basis Point", description: "News & data", siteUrl: "https://news.example" }, [
    {
      id: 7,
      title: "Rates & <the> euro",
      summary: 'Lead "quoted".',
      categoryName: "Business",
      publishedAt: "2026-10-13T09:00:00.000Z",
      updatedAt: "2026-10-13T09:00:00.000Z",
      authorName: "Ada",
      featuredImageName: null,
    },
  ]);
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  expect(xml).toContain("<title>Rates &amp; &lt;the&gt; euro</title>");
  expect(xml).toContain("<link>https://news.example/post/7</link>");
  expect(xml).toContain("<description>Lead &quot;quoted&quot;.</description>");
  expect(xml).toContain("<category>Business</category>");
  expect(xml).toContain("<pubDate>Tue, 13 Oct 2026 09:00:00 GMT</pubDate>");
  expect(xml).toContain("<description>News &amp; data</description>");
  expect(xml.match(/<item>/g)).toHaveLength(1);
});
