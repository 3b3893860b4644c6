import { tokensHelpWords } from "@/server/accounts/tokens-help";

/**
 * How to get more tokens on this installation, in words: the operator's own (ADLAB_TOKENS_HELP) or who
 * to ask. The operator's command is in the developer section (OperatorTokens).
 */
export function GetTokens() {
  return (
    <div id="get-tokens" className="mt-6 scroll-mt-24 border-t border-line pt-5">
      <h3 className="text-sm font-semibold">Getting more tokens</h3>
      <p className="mt-1 whitespace-pre-line text-sm text-ink-soft" data-testid="tokens-help">{tokensHelpWords()}</p>
    </div>
  );
}

/** For whoever runs the installation: the command that adds tokens to this account. */
export function OperatorTokens({ email }: { email: string }) {
  return (
    <div>
      <p className="text-sm text-muted">Whoever runs this adlab installation adds tokens on the server with:</p>
      <pre tabIndex={0} aria-label="Operator command" className="mt-1 overflow-x-auto rounded-lg bg-sunken px-3 py-2 font-mono text-xs"><code>npx adlab tokens grant --email {email} --amount 500</code></pre>
    </div>
  );
}
