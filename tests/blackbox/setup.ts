import { inject } from "vitest";
import { waitUntilHealthy } from "../../scripts/test-server.mjs";

// Under `npm test` the server is built and started beside the in-process tiers: the first black-box file
// waits for it here (no hook timeout applies to a setup file's top level). A server that dies first fails
// the wait at once.
const { url, pid } = inject("testServer");
await waitUntilHealthy(url, { pid: pid || undefined });
