import fs from "node:fs";
import path from "node:path";
import { minimatch } from "minimatch";

/**
 * adlab's own lint rules (eslint.config.mjs turns them on):
 * - `services-one-way`: two service folders of server/ never import each other (docs/architecture.md,
 *   "Services in a direction"); the layers' rule cannot see this, as both sides are services.
 * - `client-no-server`: a client component ("use client") brings in no server code but types, neither
 *   directly nor through the modules it imports (followed through app/, shared/ and remotion/): what it
 *   imports is shipped to the browser, so what both need lives in shared/.
 */

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveFile(from, spec) {
  if (!spec.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The service folder of a file (`server/<folder>/...`), or undefined for another layer's file or a file directly in server/. */
function serviceFolder(root, file, others) {
  const relative = path.relative(root, file).split(path.sep).join("/");
  const [top, folder, ...rest] = relative.split("/");
  if (top !== "server" || rest.length === 0) return undefined;
  return others.some((glob) => minimatch(relative, glob)) ? undefined : folder;
}

/** Folder -> folder -> one import that shows it, over every service file of server/ (read once per run). */
let graphOf;
function folderGraph(root, others) {
  if (graphOf) return graphOf;
  graphOf = new Map();
  for (const file of sourceFiles(path.join(root, "server"))) {
    const from = serviceFolder(root, file, others);
    if (!from) continue;
    for (const match of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveSpec(root, file, match[1] ?? match[2]);
      const to = target && serviceFolder(root, target, others);
      if (!to || to === from) continue;
      if (!graphOf.has(from)) graphOf.set(from, new Map());
      graphOf.get(from).set(to, `${path.relative(root, file)} imports ${path.relative(root, target)}`);
    }
  }
  return graphOf;
}

const servicesOneWay = {
  meta: {
    type: "problem",
    docs: { description: "Two service folders of server/ never import each other" },
    schema: [{ type: "object", properties: { root: { type: "string" }, others: { type: "array", items: { type: "string" } } }, additionalProperties: false }],
  },
  create(context) {
    const { root, others } = context.options[0];
    const from = serviceFolder(root, context.filename, others);
    if (!from) return {};
    const check = (node) => {
      const target = node.source && resolveSpec(root, context.filename, String(node.source.value));
      const to = target && serviceFolder(root, target, others);
      if (!to || to === from) return;
      const back = folderGraph(root, others).get(to)?.get(from);
      if (back) context.report({ node: node.source, message: `server/${from} and server/${to} would import each other (${back}): services import in one direction; move the shared piece down or invert it with a port or an event (docs/architecture.md).` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const typeOnly = (node) => node.importKind === "type" || node.exportKind === "type" || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === "type" || s.exportKind === "type"));

// A module's import and export statements and dynamic imports: [the clause, or undefined, and the specifier].
const STATEMENT = /(?:^|\n)\s*(?:import|export)\s+([^;]*?)\s*from\s*"([^"]+)"|(?:^|\n)\s*import\s*"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;
const typeOnlyClause = (clause) =>
  /^type\b/.test(clause) || (/^\{[^}]*\}$/.test(clause) && clause.slice(1, -1).split(",").map((s) => s.trim()).filter(Boolean).every((s) => s.startsWith("type ")));

// A module that opens with "use client" (checked on its own) or "use server" (its actions stay on the
// server: the browser gets references to them) ends the search.
const DIRECTIVE = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use (?:client|server)["']/;

/** The specifiers a module imports values from (type-only imports vanish when compiled). */
function valueImports(file) {
  const source = fs.readFileSync(file, "utf8");
  if (DIRECTIVE.test(source)) return [];
  return [...source.matchAll(STATEMENT)].flatMap((m) => (m[1] !== undefined && typeOnlyClause(m[1]) ? [] : [m[2] ?? m[3] ?? m[4]]));
}

/** The file an `@/...` or relative specifier names, or undefined for a package. */
function resolveSpec(root, from, spec) {
  return spec.startsWith("@/") ? resolveFile(path.join(root, "x"), `./${spec.slice(2)}`) : resolveFile(from, spec);
}

/**
 * The chain of value imports from `file` to the first server module it brings in (app/, shared/ and
 * remotion/ modules are followed: what a client component imports ships with it), or undefined.
 * Kept for the run: a chain found, and every file of a search that found none (each of them was read
 * through, so none reaches server code).
 */
const serverChains = new Map();
function serverChain(root, file, seen) {
  if (serverChains.has(file)) return serverChains.get(file);
  if (!seen) {
    const searched = new Set();
    const chain = serverChain(root, file, searched);
    if (!chain) for (const each of searched) serverChains.set(each, undefined);
    return chain;
  }
  seen.add(file);
  const server = path.join(root, "server") + path.sep;
  for (const spec of valueImports(file)) {
    const target = resolveSpec(root, file, spec);
    if (!target || seen.has(target) || target.includes(`${path.sep}node_modules${path.sep}`)) continue;
    const rest = target.startsWith(server) ? [] : serverChain(root, target, seen);
    if (rest) {
      const chain = [path.relative(root, target), ...rest];
      serverChains.set(file, chain);
      return chain;
    }
  }
  return undefined;
}

const clientNoServer = {
  meta: {
    type: "problem",
    docs: { description: "A client component brings in no server code but types, directly or through the modules it imports" },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
  },
  create(context) {
    const { root } = context.options[0];
    const program = context.sourceCode.ast;
    const isClient = program.body.some((s) => s.type === "ExpressionStatement" && s.directive === "use client");
    if (!isClient) return {};
    const server = path.join(root, "server") + path.sep;
    const check = (node) => {
      if (!node.source || typeOnly(node)) return;
      const spec = String(node.source.value);
      const target = resolveSpec(root, context.filename, spec);
      if (!target) return;
      const chain = target.startsWith(server) ? [] : serverChain(root, target);
      if (chain) {
        const through = chain.length ? ` through ${chain.join(" -> ")}` : "";
        context.report({ node: node.source, message: `A client component imports server code (${spec}${through}); it would ship to the browser: import types only, or move what both need to shared/.` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

const plugin = { rules: { "services-one-way": servicesOneWay, "client-no-server": clientNoServer } };

export default plugin;
