import path from "node:path";
import next from "eslint-config-next";
import adlab from "./eslint-rules.mjs";

/**
 * The layers of docs/architecture.md, as globs (only globs: the import rule refuses a mix of globs and
 * plain paths). The lists do not overlap; every other file in server/ and inngest/ is a service. Each
 * layer imports only itself and the layers below: composition roots -> adapters -> services -> engines
 * -> infrastructure. Type-only and dynamic imports count too.
 */
const ROOTS = ["{instrumentation,server/boot,server/ad-endings,server/generation/job-process}.ts", "server/cli/**"];
const ADAPTERS = [
  "{app/**,proxy.ts}",
  "server/{trpc,graphql,openapi,operations,mcp}/**",
  // The resource manifest: every resource's operations, read by all the fronts (a glob, as the rule asks).
  "server/resources.@(ts)",
  "server/*/{router,operators-router,graphql,operations,raw-operations}.ts",
  "server/http/{api-miss,api-route,api-routes,conventions,origin,rate-limit,respond,signup,socket-ip}.ts",
  // They read requests (cookies, bearer keys, the multipart body) for the routes.
  "server/{auth/next-auth,auth/request-actor,assets/upload}.ts",
  // The OAuth authorization server's HTTP side (oidc-provider and its routes); its storage is a service.
  "server/oauth/{provider,http,bridge,consent,error-page}.ts",
];
const INFRASTRUCTURE = [
  "server/{db,jobs,mail,storage}/**",
  "server/http/{body,file-response,outbound,pagination}.ts",
  "server/{api-urls,clock,config,config-variables,errors,idempotency,memo,money,paths,process-alive,secret,signed-token,slug,validation}.ts",
  // Input rules the browser runs too (the web forms check with the server's own schemas): zod problem
  // details and the id-or-slug reference, below server/validation.ts, which builds on them (a glob, as the rule asks).
  "shared/validation.@(ts)",
];
const ENGINES = [
  "remotion/**",
  // What the browser runs too (client components import it): pure data and rules, no server code.
  "shared/!(validation).ts",
  "shared/*/**",
  "server/{language,render}/**",
  // The music library and the style catalog are engines; their service, shapes and fronts are not.
  "server/music/!(service|shapes|router|graphql|operations|raw-operations).ts",
  "server/styles/{catalog,types,shapes}.ts",
  // The copywriters (customer words, built-in, model): rules over a brief and a style, no database. The
  // pipeline runs them, and the learning brief reads the brief as they do to say what the next ad leads with.
  "server/generation/copy/**",
];
const SERVICES = ["server/**", "inngest/**"];
const ALL_SOURCES = ["*.ts", "app/**", "inngest/**", "remotion/**", "server/**", "shared/**"];

const absolute = (globs) => globs.map((glob) => path.resolve(import.meta.dirname, glob));

/** One config object per layer: its files (minus `others`, listed by other layers) may not import `forbidden`. */
function layer(name, files, others, forbidden) {
  return {
    name: `adlab/layers/${name}`,
    // Inner arrays match all their patterns: TypeScript files of the layer.
    files: files.map((glob) => [glob, "**/*.{ts,tsx}"]),
    ignores: [...others, "**/*.test.ts"],
    rules: {
      "import/no-restricted-paths": ["error", {
        basePath: import.meta.dirname,
        zones: [{ target: "**", ...forbidden, message: `${name} import only their own layer and the layers below (docs/architecture.md).` }],
      }],
    },
  };
}

const config = [
  ...next,
  { ignores: ["server/db/generated/**", ".next*/**", "node_modules/**", "data/**", "remotion-bundle/**", "test-results/**", "playwright-report/**", "graphiql-cache/**", "music-cache/**"] },
  {
    // Configuration is read in server/config.ts only (typed, validated at start). Exempt: tests and scripts
    // (they set up their own environment), tool configs, the CLI launcher (it hands the environment to
    // the TypeScript entry, which it cannot import), and instrumentation.ts (Next.js inlines NEXT_RUNTIME).
    ignores: ["server/config.ts", "tests/**", "scripts/**", "**/*.test.ts", "**/*.config.*", "bin/adlab.mjs", "instrumentation.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through server/config.ts (typed, validated, one place)." }],
    },
  },
  // Imports point down (docs/architecture.md); tests may import any layer.
  layer("adapters", ADAPTERS, [], { from: ROOTS }),
  layer("services", SERVICES, [...ROOTS, ...ADAPTERS, ...INFRASTRUCTURE, ...ENGINES], { from: [...ROOTS, ...ADAPTERS] }),
  layer("engines", ENGINES, [], { from: ALL_SOURCES, except: absolute([...ENGINES, ...INFRASTRUCTURE]) }),
  layer("infrastructure", INFRASTRUCTURE, [], { from: ALL_SOURCES, except: absolute(INFRASTRUCTURE) }),
  {
    // Within the services layer, two resource folders never import each other (eslint-rules.mjs): no exceptions.
    name: "adlab/services-one-way",
    files: ["server/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    plugins: { adlab },
    rules: {
      "adlab/services-one-way": ["error", { root: import.meta.dirname, others: [...ROOTS, ...ADAPTERS, ...INFRASTRUCTURE, ...ENGINES] }],
    },
  },
  {
    // What a client component imports ships to the browser: server code only as types (shared/ holds the rest).
    name: "adlab/client-no-server",
    files: ["app/**/*.{ts,tsx}"],
    plugins: { adlab },
    rules: { "adlab/client-no-server": ["error", { root: import.meta.dirname }] },
  },
  {
    name: "adlab/no-cycle",
    files: ["{app,inngest,remotion,server,shared}/**/*.{ts,tsx}"],
    // Circles of value imports (the rule skips type-only ones, which vanish when compiled). The search
    // reads only our modules: parsing node_modules would take minutes.
    settings: { "import/ignore": ["node_modules"] },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Issue 40: every source file and function readable in one sitting (the guide: files <= 300 lines, functions <= 80).
    name: "adlab/size",
    files: ["{app,inngest,remotion,server,shared,scripts}/**/*.{ts,tsx,mjs}", "*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "max-lines": ["error", { max: 300 }],
      "max-lines-per-function": ["error", { max: 80 }],
    },
  },
];

export default config;
