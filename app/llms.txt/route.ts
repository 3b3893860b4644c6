import { llmsTxt } from "@/server/operations/llms";

/** /llms.txt: what an agent needs to start, generated from the operation definitions (public, cacheable). */
export const GET = async () =>
  new Response(llmsTxt(), { headers: { "Content-Type": "text/markdown; charset=utf-8", "Cache-Control": "public, max-age=300" } });
