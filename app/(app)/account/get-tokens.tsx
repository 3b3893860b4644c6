import { ExternalLink } from "lucide-react";
import { topUp } from "@/server/accounts/tokens-help";
import { buttonClass } from "../../_components";

/**
 * How to get more tokens on this installation: the shop's link when it has one (ADLAB_BUY_TOKENS_URL), in
 * front when the balance runs low, and the words (ADLAB_TOKENS_HELP, or whom to ask). No operator's command:
 * a customer reads this.
 */
export function GetTokens({ balance }: { balance: number }) {
  const { buy_url: shop, help, low_below: lowBelow } = topUp();
  const low = balance < lowBelow;
  return (
    <div id="get-tokens" className="mt-6 scroll-mt-24 border-t border-line pt-5">
      <h3 className="text-sm font-semibold">Getting more tokens</h3>
      {low && <p className="mt-1 text-sm font-medium text-warning" data-testid="tokens-low">Your tokens are running low.</p>}
      <p className="mt-1 whitespace-pre-line text-sm text-ink-soft" data-testid="tokens-help">{help}</p>
      {shop && (
        <a href={shop} target="_blank" rel="noopener" data-testid="buy-tokens" className={`${buttonClass(low ? "primary" : "secondary", "sm")} mt-3`}>
          Buy tokens <ExternalLink className="size-3.5" aria-hidden />
        </a>
      )}
    </div>
  );
}
