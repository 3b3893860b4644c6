import { config, tokenCostOf } from "../config";

/**
 * How a customer gets more tokens on this installation, in words: the operator's own (ADLAB_TOKENS_HELP)
 * when set, else the installation's shop (ADLAB_BUY_TOKENS_URL), else who to ask: without a shop there is
 * no payment in the app, tokens are added by whoever runs it. No command, path or variable name: the
 * customer reads it.
 */
export function tokensHelpWords(): string {
  const help = config.tokensHelp?.trim();
  if (help) return help;
  const shop = config.buyTokensUrl;
  if (shop) return `Buy more tokens at ${shop}, with the e-mail address of your account.`;
  return "Tokens are added by whoever runs this adlab installation; there is no payment in the app. Ask them for more, with the e-mail address of your account.";
}

/** What a customer reads when the balance does not cover a request: the shortfall, then how to get more. */
export function outOfTokensWords(needed: number, balance: number): string {
  return `This needs ${needed} tokens and your balance is ${balance}. ${tokensHelpWords()}`;
}

/** The balance under which tokens run low: the cost of one video ad (the `tokens.low` event fires on crossing it). */
export const lowTokensBelow = () => tokenCostOf("video");

/**
 * The web app's way to more tokens: the shop's address when the installation has one (the app links to
 * it when the balance runs low), the words above, and the balance under which it counts as low (the cost of
 * one video ad).
 */
export function topUp(): { buy_url: string | null; help: string; low_below: number } {
  return { buy_url: config.buyTokensUrl, help: tokensHelpWords(), low_below: lowTokensBelow() };
}
