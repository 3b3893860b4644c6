import { errors } from "@/server/errors";
import { publicRoute } from "@/server/http/api-route";
import { requestedRange, storedFileResponse, zipResponse } from "@/server/http/file-response";
import { openTarget, verifyDownload } from "@/server/mcp/files";

/**
 * GET /api/downloads/<token>: a signed, expiring link to an ad file or a zip (server/mcp/files.ts), for an
 * MCP client above the blob size and for the MCP App's previews; it works without the API key until it
 * expires, and reads as the account that made it. Files answer byte ranges (a video seeks).
 */
export const GET = publicRoute<{ token: string }>(async ({ req, params }) => {
  const signed = verifyDownload(params.token);
  if (!signed) throw errors.notFound("Download link (it may have expired)");
  const file = await openTarget(signed.actor, signed.target, requestedRange(req));
  if (file.kind === "zip") return zipResponse(file);
  return storedFileResponse(file);
});
