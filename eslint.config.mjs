import next from "eslint-config-next";

const config = [
  ...next,
  { ignores: ["server/db/generated/**", ".next*/**", "node_modules/**", "data/**", "remotion-bundle/**", "test-results/**", "playwright-report/**"] },
];

export default config;
