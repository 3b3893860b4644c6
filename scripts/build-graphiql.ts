/**
 * `npm run build` step: bundles the GraphQL explorer's script and styles into graphiql-cache/, so the first
 * explorer page of a fresh install does not wait for esbuild (server/graphql/graphiql-bundle.ts).
 */
import { graphiqlBundle } from "../server/graphql/graphiql-bundle";

const t0 = performance.now();
const { js, css } = await graphiqlBundle();
console.log(`GraphQL explorer: ${(js.length / 1e6).toFixed(2)} MB script, ${(css.length / 1e3).toFixed(0)} KB styles in graphiql-cache/ (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
