import { seedArticles } from "@/lib/db/seed/articles";
import { factCheckArticle } from "@/lib/factcheck/engine";
const id = Number(process.argv[2]); const cat = process.argv[3] ?? "accuracy"; const q = process.argv[4] ?? "";
const a = seedArticles[id-1]!;
const article = { id, title: a.title, html: a.html, publishedAt: a.publishedAt, url: `/post/${id}` };
const r = factCheckArticle({ article, category: cat, question: q });
const { claims, ...rest } = r.check;
console.log(JSON.stringify({ ...r, check: { ...rest, claims: claims.length } }, null, 1));
console.log(JSON.stringify(claims[0], null, 1));
