import { errors } from "../errors";

const MAX_JSON_BYTES = 1_000_000;

/** Reads a JSON body; malformed or oversized input is a 4xx with the error body, never a 500. */
export async function readJson(req: Request): Promise<unknown> {
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > MAX_JSON_BYTES) throw errors.tooLarge(`JSON bodies are limited to ${MAX_JSON_BYTES} bytes.`);
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw errors.tooLarge(`JSON bodies are limited to ${MAX_JSON_BYTES} bytes.`);
  if (!text.trim()) throw errors.badRequest("invalid_json", "The request body is empty; send a JSON object.");
  try {
    return JSON.parse(text);
  } catch {
    throw errors.badRequest("invalid_json", "The request body is not valid JSON.");
  }
}

/** Reads `{ "<key>": { ... } }`, the spec's wrapping of create and update bodies, and returns the inner object. */
export async function readWrapped(req: Request, key: string): Promise<Record<string, unknown>> {
  const body = await readJson(req);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw errors.validation([`body: must be a JSON object wrapping the fields under "${key}"`]);
  }
  const inner = (body as Record<string, unknown>)[key];
  if (typeof inner !== "object" || inner === null || Array.isArray(inner)) {
    throw errors.validation([`${key}: is required and must be an object`]);
  }
  return inner as Record<string, unknown>;
}
