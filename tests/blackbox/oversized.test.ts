import { readFileSync, writeFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { newProject } from "./journey";
import { bodyWith, camel, pathParams, snake, words, writeOperations, type OpenApi, type TextField, type WriteOperation } from "./oversized-cases";
import { createAccount, request, server, type Answer } from "./server";

/**
 * Issue 39: one oversized request must not take the production server down. On every write operation of
 * every front (REST, GraphQL, tRPC, MCP; the AdCP agent's brief), each text field is sent at its cap plus
 * one, and a text filling the body to just under and just over the 1 MB body cap. Each answer is a 4xx
 * with the spec's error code for less than a CPU-second of the server's; its memory grows by less than 100 MB
 * over the request (its peak, read from /proc); and the server answers the next request.
 */
const BODY_CAP = 1_000_000;
const MAX_GROWTH = 100 * 1024 * 1024;
const FAKE_ID = "00000000-0000-4000-8000-000000000000";

type Front = "rest" | "graphql" | "trpc" | "mcp";
type Refusal = { status: number; code: string | undefined; details: string[] };

let doc: OpenApi;
let operations: WriteOperation[];
let project: { id: string };
let mutations: Map<string, { args: { name: string; type: TypeRef }[]; type: TypeRef }>;
let tools: Set<string>;
let inputTypes: Map<string, { kind: string; inputFields?: { name: string; type: TypeRef }[]; enumValues?: { name: string }[] }>;

/** A fresh account (its key and a project) every 400 requests: the rate limit (600 per minute per key) is not what is tested here. */
const keys = { key: "", used: Infinity };
async function key(): Promise<string> {
  if (keys.used++ >= 400) {
    Object.assign(keys, { key: (await createAccount(1000)).key, used: 1 });
    project = await newProject(keys.key);
  }
  return keys.key;
}

/** Resident memory of the serving process now and its peak since the last reset, in bytes (Linux /proc). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)![1]) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

/**
 * CPU seconds the serving process's main thread has used (user + system, /proc/<pid>/task/<pid>/stat, in
 * clock ticks of 1/100 s): the thread that parses and refuses a request. The cost of a refusal is its CPU
 * time, not the wall clock (in `npm test` two vitest workers share the 2 cores with the server), and not
 * the whole process's, whose render threads may be drawing another test's ads meanwhile.
 */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** What one measured send cost the serving process: CPU-s of its main thread, wall ms, and resident memory growth. */
async function measured(pid: number, send: () => Promise<Refusal>) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5"); // resets the peak (VmHWM) to the current RSS
  } catch {
    // Not permitted here: the peak since start is still an upper bound of this request's.
  }
  const before = memory(pid);
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const refusal = await send();
  const elapsed = performance.now() - started;
  const cpu = cpuSeconds(pid) - cpuBefore;
  const after = memory(pid);
  return { refusal, elapsed, cpu, growth: Math.max(after.peak, after.rss) - before.rss };
}

/** The operations (front and operation) already sent to once since the file began. */
const warmed = new Set<string>();

/**
 * Sends one request and checks what issue 39 asks of the answer: time, memory, and the server still there.
 * `operation` names the front's operation the request goes to.
 */
async function refusedCheaply(label: string, operation: string, send: () => Promise<Refusal>): Promise<Refusal> {
  const pid = server.servingPid();
  // The first request to an operation is sent once unmeasured first: it loads its route's code (the AdCP
  // SDK, GraphQL's schema), a one-time cost of the process that is not the cost of refusing this input.
  // A restarted serving process (another pid) loads it again.
  if (!warmed.has(`${pid} ${operation}`)) {
    await send();
    warmed.add(`${pid} ${operation}`);
  }
  const first = await measured(pid, send);
  // The server is shared with the other black-box files: its main thread may be serving their requests, and
  // its render threads drawing their ads, while this one is measured (a 2,001-character statement once "grew"
  // it by 148 MB; a 990 KB tRPC body once "cost" 1.22 CPU-s). A send over either limit is measured once more,
  // and the smaller figures kept: a refusal that really costs that much costs it both times.
  const over = first.cpu >= 1 || first.elapsed >= 5000 || first.growth >= MAX_GROWTH;
  const again = over ? await measured(pid, send) : first;
  const { refusal } = first;
  const cpu = Math.min(first.cpu, again.cpu);
  const elapsed = Math.min(first.elapsed, again.elapsed);
  const growth = Math.min(first.growth, again.growth);
  expect(refusal.status, `${label}: ${JSON.stringify(refusal)}`).toBeGreaterThanOrEqual(400);
  expect(refusal.status, label).toBeLessThan(500);
  expect(cpu, `${label}: the server spent ${cpu.toFixed(2)} CPU-s (answered in ${Math.round(elapsed)} ms)`).toBeLessThan(1);
  // A guard against a refusal that waits on something (a lock, a fetch) rather than computing.
  expect(elapsed, `${label}: answered in ${Math.round(elapsed)} ms`).toBeLessThan(5000);
  expect(growth, `${label}: memory grew`).toBeLessThan(MAX_GROWTH);
  const next = await request("GET", "/api/health");
  expect(next.status, `${label}: the next request`).toBe(200);
  return refusal;
}

/** The path with the project's id and a UUID no row has for the other ids (the body is refused before any lookup). */
const idsOf = (op: WriteOperation) => Object.fromEntries(pathParams(op.path).map((name) => [name, name === "project_id" ? project.id : name.endsWith("_id") ? FAKE_ID : "probe.key"]));
const unwrap = (op: WriteOperation, body: Record<string, unknown>) => (op.wrapper ? (body[op.wrapper] as Record<string, unknown>) : body);

const fronts: Record<Front, (op: WriteOperation, body: Record<string, unknown>) => Promise<Refusal>> = {
  async rest(op, body) {
    const auth = await key();
    const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => idsOf(op)[name]);
    const res = await request(op.method.toUpperCase(), path, { key: auth, json: body });
    return { status: res.status, code: res.json?.error?.code, details: res.json?.error?.details ?? [] };
  },
  async trpc(op, body) {
    const auth = await key();
    const res = await request("POST", `/api/trpc/${camel(op.tag)}.${op.operationId}`, { key: auth, json: { ...idsOf(op), ...unwrap(op, body) } });
    const error = res.json?.error?.data?.error;
    return { status: res.status, code: error?.code ?? (res.status === 413 ? res.json?.error?.code : undefined), details: error?.details ?? [] };
  },
  async mcp(op, body) {
    const auth = await key();
    const call = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: snake(op.operationId), arguments: { ...idsOf(op), ...unwrap(op, body) } } };
    const res = await request("POST", "/api/mcp", { key: auth, json: call, headers: { accept: "application/json, text/event-stream" } });
    if (res.status !== 200) return { status: res.status, code: res.json?.error?.code, details: [] };
    const result = jsonRpcResult(res);
    const error = result?.isError ? result.structuredContent?.error : undefined;
    // A tool's refusal is a JSON-RPC result marked isError: its status is the error body's.
    return { status: error ? 422 : 200, code: error?.code, details: error?.details ?? [] };
  },
  async graphql(op, body) {
    const auth = await key();
    const field = mutations.get(op.operationId)!;
    const pathArgs = pathParams(op.path);
    const values: Record<string, unknown> = {};
    // As GraphQL names them: the id a path ends on is `id`, the others camelCase (`projectId`).
    for (const [i, name] of pathArgs.entries()) values[i === pathArgs.length - 1 && /_id\}$/.test(op.path) ? "id" : camel(name)] = idsOf(op)[name];
    const bodyArg = field.args.find((arg) => !(arg.name in values) && arg.name !== "idempotencyKey")!;
    values[bodyArg.name] = filled(bodyArg.type, unwrap(op, body));
    const declared = field.args.filter((arg) => arg.name in values);
    const query = `mutation(${declared.map((a) => `$${a.name}: ${typeName(a.type)}`).join(", ")}) { ${op.operationId}(${declared.map((a) => `${a.name}: $${a.name}`).join(", ")})${isObject(field.type) ? " { __typename }" : ""} }`;
    const res = await request("POST", "/api/graphql", { key: auth, json: { query, variables: values } });
    const error = res.json?.errors?.[0]?.extensions;
    return { status: res.status >= 400 ? res.status : error ? (error.status ?? 400) : res.status, code: error?.code ?? res.json?.error?.code, details: error?.details ?? [] };
  },
};

function jsonRpcResult(res: Answer) {
  const text = res.headers.get("content-type")?.includes("text/event-stream") ? res.text.split("\n").filter((l) => l.startsWith("data:")).pop()!.slice(5) : res.text;
  return JSON.parse(text).result;
}

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
const typeName = (t: TypeRef): string => (t.kind === "NON_NULL" ? `${typeName(t.ofType!)}!` : t.kind === "LIST" ? `[${typeName(t.ofType!)}]` : t.name!);
const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);
const isObject = (t: TypeRef) => ["OBJECT", "INTERFACE", "UNION"].includes(named(t).kind);

/** GraphQL input as sent plus a placeholder for each required field left out: the schema, not the coercion, must refuse it. */
function filled(type: TypeRef, value: unknown): unknown {
  const input = inputTypes.get(named(type).name!);
  if (!input?.inputFields || typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of input.inputFields) {
    if (field.type.kind !== "NON_NULL" || field.name in out) continue;
    const inner = named(field.type);
    const kind = inputTypes.get(inner.name!)?.kind;
    out[field.name] = field.type.ofType!.kind === "LIST" ? [] : kind === "ENUM" ? inputTypes.get(inner.name!)!.enumValues![0].name : kind === "INPUT_OBJECT" ? filled(field.type, {}) : inner.name === "Int" || inner.name === "Float" ? 1 : inner.name === "Boolean" ? false : "x";
  }
  return out;
}

const TYPE = "kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }";

beforeAll(async () => {
  doc = (await request("GET", "/api/v1/openapi.json")).json;
  operations = writeOperations(doc);
  await key();
  const schema = await request("POST", "/api/graphql", {
    key: await key(),
    json: { query: `{ __schema { mutationType { fields { name args { name type { ${TYPE} } } type { ${TYPE} } } } types { name kind inputFields { name type { ${TYPE} } } enumValues { name } } } }` },
  });
  expect(schema.status, schema.text).toBe(200);
  const listed = await request("POST", "/api/mcp", { key: await key(), json: { jsonrpc: "2.0", id: 1, method: "tools/list" }, headers: { accept: "application/json, text/event-stream" } });
  tools = new Set(jsonRpcResult(listed).tools.map((tool: { name: string }) => tool.name));
  mutations = new Map(schema.json.data.__schema.mutationType.fields.map((f: { name: string }) => [f.name, f]));
  inputTypes = new Map(schema.json.data.__schema.types.map((t: { name: string }) => [t.name, t]));
});

/**
 * On the flat fronts (MCP, tRPC) an argument named `idempotency_key` is the call's Idempotency-Key
 * (server/operations/flat-args.ts), capped at 255 there: an observation's own `idempotency_key` field
 * cannot be sent through them.
 */
const readAsIdempotencyKey = (front: Front, field: TextField) => (front === "mcp" || front === "trpc") && field.path.at(-1) === "idempotency_key";

/** Each capped text field of `op` at its cap plus one: a 422 `validation_failed` naming the field. */
async function overCap(front: Front, op: WriteOperation, field: TextField) {
  const label = `${front} ${op.operationId} ${field.path.join(".")} at ${field.max + 1} characters`;
  const refusal = await refusedCheaply(label, `${front} ${op.operationId}`, () => fronts[front](op, bodyWith(field, words(field.max + 1))));
  expect(refusal.code, label).toBe("validation_failed");
  expect(refusal.details.length, label).toBeGreaterThan(0);
}

/** A body just under the 1 MB cap (one text field filling it: 422) and just over it (413 `payload_too_large`, or 422 when the front caps it as a field). */
async function atBodyCap(front: Front, op: WriteOperation) {
  const field = op.fields[0] ?? { path: [...(op.wrapper ? [op.wrapper] : []), "probe_key"], max: 0, beside: [] };
  for (const size of [BODY_CAP - 10_000, BODY_CAP + 100]) {
    const label = `${front} ${op.operationId} with a ${size}-byte ${field.path.join(".")}`;
    const refusal = await refusedCheaply(label, `${front} ${op.operationId}`, () => fronts[front](op, bodyWith(field, words(size))));
    // An operation without text is probed with a field it does not know: GraphQL's coercion refuses that itself.
    const codes = ["validation_failed", "payload_too_large", ...(front === "graphql" && !op.fields.length ? ["GRAPHQL_VALIDATION_FAILED", "bad_request"] : [])];
    expect(codes, `${label}: ${refusal.code}`).toContain(refusal.code);
    if (size > BODY_CAP) expect(refusal.status, label).toBe(413);
  }
}

describe("oversized input on every front (issue 39)", () => {
  it("the OpenAPI document lists the write operations and their capped text fields", () => {
    expect(operations.map((op) => op.operationId)).toEqual(expect.arrayContaining(["createProject", "updateProject", "createAudience", "createAds", "createCatalog"]));
    const description = operations.find((op) => op.operationId === "createProject")!.fields.find((f) => f.path.join(".") === "project.description");
    expect(description?.max).toBe(20_000);
  });

  it("a 100,000-character description (the request that killed the server) is a 422 in under a second", async () => {
    const op = operations.find((o) => o.operationId === "createProject")!;
    const refusal = await refusedCheaply("REST createProject, 100,000 characters", "rest createProject", () => fronts.rest(op, { project: { name: "Brewly", description: words(100_000) } }));
    expect(refusal.code).toBe("validation_failed");
  });

  for (const front of ["rest", "trpc", "mcp", "graphql"] as const) {
    it(`${front}: every text field of every write operation at its cap plus one, and every body at the body cap`, async () => {
      for (const op of operations) {
        // An operation REST serves alone (signup, the multipart upload) is no tool, procedure or mutation.
        if (front !== "rest" && !tools.has(snake(op.operationId))) continue;
        if (front === "graphql" && !mutations.has(op.operationId)) continue;
        // A cap above the body's (an imported CSV's 5 MB) is reached only through the body cap, tried below.
        for (const field of op.fields.filter((f) => f.max < BODY_CAP && !readAsIdempotencyKey(front, f))) await overCap(front, op, field);
        await atBodyCap(front, op);
      }
    });
  }

  it("AdCP: a brief over a project description's cap, and one filling the body, are refused before anything is built", async () => {
    const build = (message: string) => ({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: {
        name: "build_creative",
        arguments: {
          account: { brand: { domain: "oversized.example" }, operator: "agency.example" },
          target_format_ids: [{ agent_url: `${server.url}/api/adcp/mcp`, id: "display_300x250_generative" }],
          message,
          quality: "draft",
          idempotency_key: `oversized-${message.length}-${Date.now()}`,
        },
      },
    });
    // The agent's first call loads the SDK's schemas (seconds, once per process): not what is measured here.
    await request("POST", "/api/adcp/mcp", { key: await key(), json: { jsonrpc: "2.0", id: 1, method: "tools/list" }, headers: { accept: "application/json, text/event-stream" } });
    for (const size of [20_001, BODY_CAP - 10_000, BODY_CAP + 100]) {
      const refusal = await refusedCheaply(`AdCP build_creative, a ${size}-character brief`, "adcp build_creative", async () => {
        const answer = await request("POST", "/api/adcp/mcp", { key: await key(), json: build(words(size)), headers: { accept: "application/json, text/event-stream" } });
        if (answer.status !== 200) return { status: answer.status, code: answer.json?.error?.code, details: [] };
        const error = jsonRpcResult(answer)?.structuredContent?.adcp_error;
        return { status: error ? 422 : 200, code: error?.code, details: [error?.message ?? ""] };
      });
      expect(refusal.code).toBe(size > BODY_CAP ? "payload_too_large" : "INVALID_REQUEST");
    }
  });
});
