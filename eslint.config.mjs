import next from "eslint-config-next";

export default [
  ...next,
  { ignores: ["server/db/generated/**", ".next/**", "node_modules/**", "data/**", "remotion-bundle/**"] },
];
