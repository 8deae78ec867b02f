import { seedArticles } from "@/lib/db/seed/articles";
import { factCheckArticle } from "@/lib/factcheck/engine";
let total = 0, ns = 0;
seedArticles.forEach((a, i) => {
  const id = i + 1;
  const article = { id, title: a.title, html: a.html, publishedAt: a.publishedAt, url: `/post/${id}` };
  const r = factCheckArticle({ article, category: "accuracy", question: "" });
  total += r.check.claims.length;
  for (const c of r.check.claims) {
    if (c.verdict === "not_supported") { ns++;
      console.log(`#${id} [${c.quoted}] ${c.indicator} ${c.country} ${c.year} :: ${c.claim_excerpt.slice(0,160)}\n     => ${c.explanation.slice(0,300)}`);
    }
  }
});
console.log("claims", total, "not_supported", ns);
