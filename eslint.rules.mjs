// This project's own ESLint rules (eslint.config.mjs turns them on; docs/architecture.md says why).
import fs from "node:fs";
import path from "node:path";

const ROOT = import.meta.dirname;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];

/** The file an import names, for `@/…` and relative specifiers (packages are never server modules of ours). */
function resolveImport(specifier, fromFile) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const serverOnlyMarks = new Map();
/** Whether a module starts with `import "server-only"` (cached per file for one lint run). */
function markedServerOnly(file) {
  if (!serverOnlyMarks.has(file)) {
    let marked = false;
    try {
      marked = /^\s*import\s+["']server-only["'];?\s*$/m.test(fs.readFileSync(file, "utf8"));
    } catch {
      // unreadable: not ours to judge
    }
    serverOnlyMarks.set(file, marked);
  }
  return serverOnlyMarks.get(file);
}

/** Why a module must stay on the server, or undefined when a client component may import it. */
export function serverOnlyReason(file) {
  const relative = path.relative(ROOT, file).split(path.sep).join("/");
  if (relative.startsWith("lib/db/")) return "lib/db is the database";
  if (/^lib\/[^/]+\/(?:.+\/)?repository\.ts$/.test(relative)) return "repositories query the database";
  if (/^lib\/[^/]+\/(?:.+\/)?service\.ts$/.test(relative)) return "services open the database";
  if (relative.startsWith("server/")) return "server/ is the production server";
  if (markedServerOnly(file)) return 'it starts with import "server-only"';
  return undefined;
}

/** Whether the module's directive prologue says "use client". */
function isClientComponent(program) {
  for (const statement of program.body) {
    if (statement.type !== "ExpressionStatement") return false;
    const value = statement.directive ?? (statement.expression.type === "Literal" ? statement.expression.value : undefined);
    if (value === "use client") return true;
    if (typeof value !== "string") return false;
  }
  return false;
}

function typeOnly(node) {
  if (node.importKind === "type" || node.exportKind === "type") return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((specifier) => specifier.importKind === "type" || specifier.exportKind === "type");
}

/** A "use client" module (a client island) never imports server code; `import type` is fine, it leaves no code. */
const noServerImportInClient = {
  meta: {
    type: "problem",
    docs: { description: 'Client components ("use client") must not import server-only modules' },
    schema: [],
    messages: {
      serverImport:
        'Client component imports server-only module "{{specifier}}" ({{reason}}). Fetch it from an API route, pass it as a prop, or import only its types.',
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    let client = false;
    const check = (node) => {
      if (!client || !node.source || typeof node.source.value !== "string" || typeOnly(node)) return;
      const specifier = node.source.value;
      const resolved = resolveImport(specifier, filename);
      const reason = resolved ? serverOnlyReason(resolved) : specifier === "server-only" ? "it is the server-only marker" : undefined;
      if (reason) context.report({ node, messageId: "serverImport", data: { specifier, reason } });
    };
    return {
      Program(program) {
        client = isClientComponent(program);
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression(node) {
        if (node.source.type === "Literal") check({ source: node.source, importKind: "value", specifiers: [] });
      },
    };
  },
};

export const basisPointPlugin = { rules: { "no-server-import-in-client": noServerImportInClient } };
