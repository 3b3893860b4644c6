import { z } from "zod";
import type { AssetUpload } from "../assets/schema";
import { MAX_ASSET_BYTES } from "../assets/schema";
import { readBodyBytes } from "../http/body";
import { assertHttpUrl, assertPublicHost, pinnedRequest } from "../http/outbound";

/** Where an MCP upload's bytes come from: a public URL (fetched through the outbound guard) or base64 data. */
export const uploadSourceSchema = z.object({
  url: z.string().optional().describe("A public http(s) address of the image; private and loopback addresses are refused"),
  data: z.string().optional().describe("The image as base64 (no data: prefix)"),
  filename: z.string().optional().describe("The file name to keep (default: the URL's last segment, or upload)"),
});

const FETCH_TIMEOUT_MS = 10_000;
const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

/** The upload's file part, or the problems with the source (all of them); the asset service checks the image. */
export async function readUploadSource(source: { url?: unknown; data?: unknown; filename?: unknown }): Promise<Pick<AssetUpload, "file" | "problems">> {
  const filename = typeof source.filename === "string" ? source.filename : undefined;
  const hasUrl = typeof source.url === "string" && source.url !== "";
  const hasData = typeof source.data === "string" && source.data !== "";
  if (hasUrl === hasData) return { problems: ["url: send exactly one of url or data"] };
  if (hasData) {
    const data = source.data as string;
    if (!BASE64.test(data)) return { problems: ["data: is not base64"] };
    const bytes = Buffer.from(data, "base64");
    if (bytes.length > MAX_ASSET_BYTES) return { problems: [`data: the image is over ${MAX_ASSET_BYTES} bytes`] };
    return { file: { bytes, filename: filename ?? "upload" }, problems: [] };
  }
  let url: URL;
  try {
    url = new URL(source.url as string);
  } catch {
    return { problems: ["url: is not a URL"] };
  }
  assertHttpUrl(url);
  const response = await pinnedRequest(url, await assertPublicHost(url), { headers: { "user-agent": "adlab/1.0 (+mcp-upload)", accept: "image/*" }, timeoutMs: FETCH_TIMEOUT_MS });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    return { problems: [`url: the address answered HTTP ${response.status}`] };
  }
  // The response body read as a request body is, with the same cap (a larger image is a 413 before it is kept).
  const bytes = await readBodyBytes(new Request(url, { method: "POST", body: response.body, duplex: "half" } as RequestInit), MAX_ASSET_BYTES);
  return { file: { bytes, filename: filename ?? (decodeURIComponent(url.pathname.split("/").pop() || "") || "upload") }, problems: [] };
}
