import next from "eslint-config-next";

const config = [
  ...next,
  { ignores: ["server/db/generated/**", ".next*/**", "node_modules/**", "data/**", "remotion-bundle/**", "test-results/**", "playwright-report/**"] },
  {
    // Configuration is read in server/config.ts only (typed, validated at start). Exempt: tests and scripts
    // (they set up their own environment), tool configs, the CLI launcher (it hands the environment to
    // the TypeScript entry, which it cannot import), and instrumentation.ts (Next.js inlines NEXT_RUNTIME).
    ignores: ["server/config.ts", "tests/**", "scripts/**", "**/*.test.ts", "**/*.config.*", "bin/adlab.mjs", "instrumentation.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through server/config.ts (typed, validated, one place)." }],
    },
  },
];

export default config;
