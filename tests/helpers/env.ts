import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// The environment every test file that touches the app gets: its own data dir (stored files, mail
// outbox), a fixed secret and base URL. Render tests need only this, not a database.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "adlab-test-"));
process.env.AUTH_SECRET ??= "test-secret-for-next-auth-only-in-tests";
process.env.ADLAB_BASE_URL ??= "http://adlab.test";
