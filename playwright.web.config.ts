import base, { KEEP_ALIVE_MS } from "./playwright.config";

/**
 * The e2e config against a build made beforehand (ADLAB_E2E_DIST_DIR, e.g. `NEXT_DIST_DIR=.next-web
 * node scripts/build.mjs`): `next start` only, never a rebuild. On a checkout several people edit, the
 * sources are always newer than any build, and scripts/start.mjs would rebuild on every run.
 */
const config = {
  ...base,
  webServer: { ...base.webServer, command: `./node_modules/.bin/next start -p ${process.env.ADLAB_E2E_PORT} -H 127.0.0.1 --keepAliveTimeout ${KEEP_ALIVE_MS}` },
};
export default config;
