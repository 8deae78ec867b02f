import fs from "node:fs";
import path from "node:path";

// Every route of the app, read from app/ itself (app/**/route.ts and app/**/page.tsx, plus the
// metadata routes), so a route added later is fuzzed without anyone listing it.

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Segment {
  /** A fixed segment, or a dynamic one by its parameter name. */
  kind: "static" | "param" | "catch-all";
  value: string;
}

export interface AppRoute {
  /** "/api/posts/[id]/like" */
  pattern: string;
  segments: Segment[];
  methods: Method[];
  kind: "page" | "api" | "file";
}

const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function handlerMethods(source: string): Method[] {
  const found = new Set<Method>();
  for (const method of METHODS) {
    if (new RegExp(`export\\s+(const|async\\s+function|function)\\s+${method}\\b`).test(source)) found.add(method);
    if (new RegExp(`export\\s*\\{[^}]*\\b(as\\s+)?${method}\\b[^}]*\\}`).test(source)) found.add(method);
  }
  return [...found];
}

function toSegments(relativeDir: string): Segment[] {
  return relativeDir
    .split(path.sep)
    .filter((part) => part && !/^\(.*\)$/.test(part))
    .map((part): Segment => {
      const catchAll = /^\[\[?\.\.\.(\w+)\]\]?$/.exec(part);
      if (catchAll) return { kind: "catch-all", value: catchAll[1]! };
      const param = /^\[(\w+)\]$/.exec(part);
      if (param) return { kind: "param", value: param[1]! };
      return { kind: "static", value: part };
    });
}

export function appRoutes(appDir = path.join(process.cwd(), "app")): AppRoute[] {
  const routes: AppRoute[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const relativeDir = path.relative(appDir, dir);
      const segments = toSegments(relativeDir);
      const pattern = `/${segments.map((segment) => (segment.kind === "static" ? segment.value : segment.kind === "param" ? `[${segment.value}]` : `[...${segment.value}]`)).join("/")}`;
      if (entry.name === "route.ts") {
        const methods = handlerMethods(fs.readFileSync(full, "utf8"));
        routes.push({ pattern, segments, methods, kind: pattern.startsWith("/api/") || pattern === "/menus" ? "api" : "file" });
      } else if (entry.name === "page.tsx") {
        routes.push({ pattern, segments, methods: ["GET"], kind: "page" });
      } else if (relativeDir === "" && /^(sitemap|robots)\.ts$/.test(entry.name)) {
        const name = entry.name === "sitemap.ts" ? "sitemap.xml" : "robots.txt";
        routes.push({ pattern: `/${name}`, segments: [{ kind: "static", value: name }], methods: ["GET"], kind: "file" });
      }
    }
  };
  walk(appDir);
  return routes.sort((a, b) => a.pattern.localeCompare(b.pattern));
}
