import path from "node:path";
import { parseArgs } from "node:util";
import { checkConfig, config } from "../config";
import { disconnectDb } from "../db/client";
import { toAppError } from "../errors";
import { isProcessAlive } from "../process-alive";
import { operatorCommands, readOperatorHandoff, type OperatorCommand } from "../accounts/operator-commands";

const USAGE = `adlab: operator commands for a self-hosted adlab

  adlab accounts create --email E [--tokens N]   a confirmed account with exactly N tokens; prints its API key last
  adlab keys create --email E [--name NAME] [--scope full|generate]
                                                 a new API key for the account; prints it last
                                                 (generate: everything but creating and revoking keys)
  adlab keys revoke --email E --key ID_OR_PREFIX revokes one key of the account at once
  adlab tokens grant --email E --amount N        adds N tokens to the account's pool
  adlab operators grant --email E                the person sees every account in the web app (Operator page)
                                                 and can grant tokens there
  adlab operators revoke --email E               takes the Operator page away again

  adlab worker                                   runs the job runner and webhook deliveries without HTTP (DATABASE_URL)
  adlab storage migrate                          copies DATA_DIR/files into the S3_BUCKET bucket (again: copies what is missing)
  adlab mcp                                      the MCP tools over stdio for local agents, acting with ADLAB_API_KEY on
                                                 the server at ADLAB_URL (default: this install's base URL)

Works on the same DATA_DIR / DATABASE_URL as the server. While \`npm start\` holds the embedded
database, the commands are handed to the running server.`;

function parse(argv: string[]): { command: OperatorCommand; args: Record<string, unknown> } {
  const [group, verb, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: { email: { type: "string" }, tokens: { type: "string" }, amount: { type: "string" }, name: { type: "string" }, scope: { type: "string" }, key: { type: "string" } },
    strict: true,
  });
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  switch (`${group} ${verb}`) {
    case "accounts create":
      return { command: "accounts.create", args: { email: values.email, tokens: number(values.tokens) } };
    case "keys create":
      return { command: "keys.create", args: { email: values.email, name: values.name, scope: values.scope } };
    case "keys revoke":
      return { command: "keys.revoke", args: { email: values.email, key: values.key } };
    case "tokens grant":
      return { command: "tokens.grant", args: { email: values.email, amount: number(values.amount) } };
    case "operators grant":
    case "operators revoke":
      return { command: "operators.set", args: { email: values.email, operator: verb === "grant" } };
    default:
      throw new Error("usage");
  }
}

// Each command checks its arguments before it asks for the database (db() opens it on first use): bad
// arguments neither wait for nor create the embedded database.
async function runHere(command: OperatorCommand, args: unknown) {
  try {
    return await operatorCommands[command](args);
  } finally {
    await disconnectDb();
  }
}

async function runOnServer(handoff: { port: number; secret: string }, command: OperatorCommand, args: unknown) {
  const res = await fetch(`http://127.0.0.1:${handoff.port}/api/internal/operator`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-adlab-operator-secret": handoff.secret },
    body: JSON.stringify({ command, args }),
  });
  const body = await res.json();
  if (!res.ok) throw Object.assign(new Error(body.error?.message ?? `server answered ${res.status}`), { cliDetails: body.error?.details });
  return body;
}

/** `adlab storage migrate`: needs no database, only the two storages, so it runs beside a live server. */
async function migrateStorage() {
  if (!config.s3) throw new Error("set S3_BUCKET (and S3_ENDPOINT, credentials) to the bucket to copy DATA_DIR/files into");
  // Imported here: the S3 client would cost every other command most of a second to load.
  const [{ storage }, { migrateFiles }] = await Promise.all([import("../storage"), import("../storage/migrate")]);
  const root = path.join(config.dataDir, "files");
  const { copied, skipped } = await migrateFiles(root, storage(), (line) => console.log(line));
  console.log(`copied: ${copied}`);
  console.log(`already in the bucket: ${skipped}`);
}

async function main() {
  checkConfig();
  if (process.argv[2] === "storage" && process.argv[3] === "migrate" && process.argv.length === 4) return migrateStorage();
  if (process.argv[2] === "worker" && process.argv.length === 3) return (await import("./worker")).runWorker();
  if (process.argv[2] === "mcp" && process.argv.length === 3) return (await import("./mcp")).serveMcpOverStdio();
  let parsed;
  try {
    parsed = parse(process.argv.slice(2));
  } catch {
    console.error(USAGE);
    process.exit(2);
  }
  const handoff = config.databaseUrl ? null : readOperatorHandoff();
  const result =
    handoff && isProcessAlive(handoff.pid) ? await runOnServer(handoff, parsed.command, parsed.args) : await runHere(parsed.command, parsed.args);
  const { api_key: apiKey, ...rest } = result as Record<string, unknown>;
  for (const [key, value] of Object.entries(rest)) console.log(`${key}: ${value}`);
  // The key is the last line of stdout, so scripts can take it with `| tail -n 1`.
  if (apiKey) console.log(apiKey);
}

main().catch((error) => {
  const details = (error as { cliDetails?: string[] }).cliDetails;
  const appError = toAppError(error);
  const message = appError.status === 500 ? (error as Error).message : appError.message;
  console.error(`adlab: ${message}`);
  for (const detail of details ?? appError.details ?? []) console.error(`  - ${detail}`);
  process.exit(1);
});
