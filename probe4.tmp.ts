import { seedArticles } from "@/lib/db/seed/articles";
import { factCheckArticle } from "@/lib/factcheck/engine";
for (const id of [11, 20, 14, 6]) {
const a = seedArticles[id-1]!;
const article = { id, title: a.title, html: a.html, publishedAt: a.publishedAt, url: `/post/${id}` };
const r = factCheckArticle({ article, category: "accuracy", question: "" });
for (const c of r.check.claims.filter(c => c.verdict !== "supported").slice(0,3)) console.log(id, c.verdict, c.quoted, JSON.stringify(c.official));
}
