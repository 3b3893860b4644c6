import type { KoaContextWithOIDC } from "oidc-provider";

/**
 * The page a browser sees when an authorization request cannot go back to the assistant (an unknown
 * assistant, an address it did not register): adlab never redirects to an address it cannot trust, so
 * the person reads what happened here instead. Self-contained (no script, no outside resources).
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const WORDS: Record<string, string> = {
  invalid_redirect_uri: "The assistant asked adlab to send you back to an address it did not register. For your safety, adlab stopped here.",
  invalid_client: "adlab does not know this assistant. Remove adlab from the assistant and add it again.",
  invalid_request: "The assistant sent a request adlab cannot use.",
};

export async function renderOAuthError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }): Promise<void> {
  const said = WORDS[out.error] ?? "This connection request cannot be completed.";
  const detail = out.error_description ? `<p class="detail">${escape(out.error_description)} (${escape(out.error)})</p>` : "";
  ctx.type = "html";
  ctx.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  ctx.body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connecting to adlab did not work</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f5f2;color:#1c1b19;margin:0;padding:48px 16px}main{max-width:440px;margin:0 auto;background:#fff;border:1px solid #e4e1da;border-radius:16px;padding:28px}h1{font-size:20px;margin:0 0 12px}p{line-height:1.5;margin:0 0 12px}.detail{color:#6b675f;font-size:14px}</style>
</head><body><main><h1>Connecting to adlab did not work</h1><p>${escape(said)}</p>${detail}<p>Go back to your assistant and try connecting again.</p></main></body></html>`;
}
