import { config } from "../config";
import { resourceList } from "../resources";
import { operations } from ".";
import { isRaw, type Definition, type Operation } from "./operation";

/**
 * /llms.txt: one page for an agent, written from the operation definitions so that it cannot drift from
 * the API: what adlab does, how to authenticate, the MCP endpoint, the five calls of a first ad, and
 * every operation with its MCP tool.
 */

const byTool = new Map(operations.map((op) => [op.tool, op]));
const call = (tool: string): Operation => {
  const op = byTool.get(tool);
  if (!op) throw new Error(`llms.txt names ${tool}, which has no definition`);
  return op;
};
const line = (op: Definition) => `${op.method.toUpperCase()} ${op.path}`;

/** The first ad, as five calls: each names its REST request (from its definition) and its MCP tool. */
const FIRST_AD: [operation: string, mcp: string, what: string][] = [
  ["get_account", "get_account", "your token balance and what each output costs"],
  ["create_project", "create_project", '`{ "project": { "name": "...", "description": "at least 30 words about the product" } }` (or create_project_from_url with a page address)'],
  ["get_brief", "get_brief", "what the project has learned so far: read it before generating"],
  ["create_ads", "generate_ads", '`{ "ad": { "output": "image", "placements": ["square"] } }` answers 202 with the generating ads; generate_ads also waits (`wait_seconds`, at most 120) and reports progress'],
  ["get_ad", "get_ad_file", "poll until `ready`, then download each file from `files[].asset_url` with the same key (get_ad_file returns PNG and JPEG as image content)"],
];

/** An operation's line: its request, what it does, and its MCP tool (none for the bytes and forms REST alone serves). */
const entry = (op: Definition) => `- ${line(op)}: ${op.summary}${isRaw(op) ? "" : ` (MCP: \`${op.tool === "create_ads" ? "generate_ads" : op.tool}\`)`}`;

export function llmsTxt(): string {
  const base = config.baseUrl.replace(/\/$/, "");
  return [
    "# adlab",
    "",
    "> adlab generates ad creatives: describe a product (a project), optionally its audiences and brand assets, and order still or video ads in the placements you run; each ad is rendered, checked for legibility and ready to download. A learning record (hypotheses, findings, experiments) and distribution tracking (ad runs, observations) close the loop.",
    "",
    "## Authenticate",
    "",
    `Every call takes \`Authorization: Bearer <API key>\` (an account's keys are on ${base}/account). Ads cost tokens; a request the balance does not cover is 422 \`insufficient_tokens\`. Bodies are strict: an unknown field is 422 \`validation_failed\` naming it and the closest known field, and every problem is reported at once.`,
    "",
    "## MCP",
    "",
    `- Streamable HTTP: ${base}/api/mcp, with the same bearer key. Tools take flat arguments with the spec's field names; \`project_id\` and \`ad_id\` take an id or a slug.`,
    "- Local clients: `npx adlab mcp` serves the same tools over stdio, given `ADLAB_API_KEY` (and `ADLAB_URL` for a remote server).",
    "- Beside one tool per operation below: `generate_ads` (order and wait), `get_ad_file` (a file as content) and `upload_asset` (an image from a URL or base64).",
    "",
    "## A first ad in five calls",
    "",
    ...FIRST_AD.map(([operation, tool, what], i) => `${i + 1}. ${line(call(operation))} (MCP: \`${tool}\`): ${what}`),
    "",
    "## Operations",
    "",
    `The full description: ${base}/api/v1/openapi.json.`,
    ...resourceList.flatMap(({ tag, operations }) => ["", `### ${tag}`, "", ...operations.map(entry)]),
    "",
  ].join("\n");
}
