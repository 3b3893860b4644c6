import { config } from "@/server/config";

/**
 * How to get more tokens on this installation: the operator's own words (ADLAB_TOKENS_HELP) when
 * set, and always the CLI command an operator runs, so a customer knows what to ask for.
 */
export function GetTokens({ email }: { email: string }) {
  const help = config.tokensHelp;
  return (
    <div id="get-tokens" className="mt-6 scroll-mt-24 border-t border-line pt-5">
      <h3 className="text-sm font-semibold">Getting more tokens</h3>
      {help ? (
        <p className="mt-1 whitespace-pre-line text-sm text-ink-soft" data-testid="tokens-help">{help}</p>
      ) : (
        <p className="mt-1 text-sm text-ink-soft">
          Tokens are added by whoever runs this adlab installation; there is no payment in the app. Ask them for a top-up, with the e-mail address of this account.
        </p>
      )}
      <p className="mt-3 text-sm text-muted">The operator grants tokens on the server with:</p>
      <pre tabIndex={0} aria-label="Operator command" className="mt-1 overflow-x-auto rounded-lg bg-sunken px-3 py-2 font-mono text-xs"><code>npx adlab tokens grant --email {email} --amount 500</code></pre>
    </div>
  );
}
