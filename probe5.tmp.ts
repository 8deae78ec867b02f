import { seedArticles } from "@/lib/db/seed/articles";
import { factCheckArticle } from "@/lib/factcheck/engine";
seedArticles.forEach((a, i) => {
  const id = i + 1;
  for (const f of a.figures.filter(f => f.kind !== "correct")) {
    const article = { id, title: a.title, html: a.html, publishedAt: a.publishedAt, url: `/post/${id}` };
    for (const cat of ["accuracy", "timeliness"]) {
      const r = factCheckArticle({ article, category: cat, question: "" });
      const num = f.quote.match(/\d+(?:\.\d+)?/)![0];
      const hits = r.check.claims.filter(c => f.quote.includes(c.claim_excerpt.slice(0, 30)) || c.claim_excerpt.includes(f.quote.slice(0, 30)) ).filter(c => c.quoted.includes(num));
      console.log(id, f.kind, f.country, f.indicator, cat, r.overall_verdict, hits.map(h => `${h.quoted}:${h.verdict}`).join(","), hits.length ? "" : "NOT FOUND: " + f.quote);
    }
  }
});
