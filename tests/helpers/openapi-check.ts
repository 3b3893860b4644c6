import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { openApiDocument } from "@/server/openapi/document";

/**
 * Holds every /api/v1 response of the API test suite to the OpenAPI document: the status must be one
 * the operation declares (an error status may be its `default` answer, the errors every endpoint
 * answers alike), and a JSON body must match the declared schema (ajv, JSON Schema 2020-12).
 * tests/helpers/http.ts calls it on each response, so the test that got an undocumented answer fails.
 *
 * The document leaves response objects open (clients ignore fields they do not know); the tests close
 * them again, so a field the API answers but the document does not describe still fails here.
 */

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> } | { $ref: string }> };
type Route = { template: string; pattern: RegExp; params: number; methods: Record<string, Operation> };

const BASE = "https://adlab.test/openapi.json";
let state: { ajv: Ajv2020; routes: Route[]; doc: Record<string, any>; compiled: Map<string, ValidateFunction> } | undefined;

function load() {
  if (state) return state;
  const doc = openApiDocument() as Record<string, any>;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  // The error body stays as written (open): only the resources' shapes are closed.
  const { Error: errorBody, ...shapes } = doc.components.schemas;
  ajv.addSchema({ $id: BASE, components: { schemas: { ...(closed(shapes) as object), Error: errorBody } } });
  const routes = Object.entries(doc.paths as Record<string, Record<string, Operation>>).map(([template, methods]) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "[^/]+")}$`),
    params: (template.match(/\{/g) ?? []).length,
    methods,
  }));
  // A static segment wins over a parameter (/projects/from_url before /projects/{project_id}).
  routes.sort((a, b) => a.params - b.params);
  state = { ajv, routes, doc, compiled: new Map() };
  return state;
}

/** Every object schema with listed properties and no rule for others refuses other properties. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== "object") return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, child]) => [key, key === "properties" ? Object.fromEntries(Object.entries(child as object).map(([k, v]) => [k, closed(v)])) : closed(child)]));
  if (node.properties && !("additionalProperties" in node)) node.additionalProperties = false;
  return node;
}

// Paths outside the documented REST API: the document itself and the non-REST fronts.
const UNDOCUMENTED = [/^\/api\/v1\/openapi\.json$/, /^\/api\/(?!v1\/)/];

/** The problems of one response, empty when it is what the document says. */
export function documentProblems(method: string, pathname: string, status: number, contentType: string, body: unknown): string[] {
  if (process.env.ADLAB_TEST_OPENAPI_CHECK === "0") return [];
  if (!pathname.startsWith("/api/") || UNDOCUMENTED.some((p) => p.test(pathname))) return [];
  const { routes, doc } = load();
  const route = routes.find((r) => r.pattern.test(pathname));
  const op = route?.methods[method.toLowerCase()];
  // A path or method the document does not have must answer what a miss answers: 404 (or 405 for another
  // method of a known path) with the error body.
  if (!route || !op) {
    const miss = status === 404 || (route && status === 405);
    return miss ? matches(`miss ${status}`, { $ref: "#/components/schemas/Error" }, body) : [`${method} ${pathname}: no operation in the OpenAPI document`];
  }
  let response = op.responses[String(status)] ?? (status >= 400 ? op.responses.default : undefined);
  if (!response) return [`${method} ${route.template}: status ${status} is not documented (documented: ${Object.keys(op.responses).join(", ")})`];
  if ("$ref" in response) response = doc.components.responses[response.$ref.split("/").pop()!];
  if (body === undefined || !contentType.includes("json")) return [];
  const schema = (response as { content?: Record<string, { schema?: unknown }> }).content?.["application/json"]?.schema;
  if (!schema) return [`${method} ${route.template} ${status}: a JSON body where the document declares none`];
  return matches(`${method} ${route.template} ${status}`, schema, body);
}

function matches(key: string, schema: unknown, body: unknown): string[] {
  const { ajv, compiled } = load();
  // One compiled validator per distinct schema: every error status shares the Error schema.
  const text = JSON.stringify(closed(schema)).replaceAll('"#/components/', `"${BASE}#/components/`);
  let validate = compiled.get(text);
  if (!validate) {
    validate = ajv.compile(JSON.parse(text));
    compiled.set(text, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).slice(0, 5).map((e) => `${key}: body${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
}
