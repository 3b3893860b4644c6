import { afterAll, afterEach } from "vitest";
import { setClock } from "@/server/clock";

// A worker runs test file after test file in one module graph (isolate: false in vitest.config.ts): what a
// file leaves behind in the process is undone here (a setup file: its hooks wrap each test file).
// - Variables the file set or deleted come back as they were.
const envBefore = { ...process.env };
afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in envBefore)) delete process.env[name];
  Object.assign(process.env, envBefore);
});
// - The system clock is back after every test (tests/helpers/clock.ts's useManualClock).
afterEach(() => setClock(undefined));
