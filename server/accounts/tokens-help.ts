import { config } from "../config";

/**
 * How a customer gets more tokens on this installation, in words: the operator's own (ADLAB_TOKENS_HELP)
 * when set. Otherwise who to ask, since there is no payment in the app: tokens are added by whoever runs
 * it. No command, path or variable name: the customer reads it (the operator's command is in the
 * account's developer section).
 */
export function tokensHelpWords(): string {
  return (
    config.tokensHelp?.trim() ||
    "Tokens are added by whoever runs this adlab installation; there is no payment in the app. Ask them for more, with the e-mail address of your account."
  );
}

/** What a customer reads when the balance does not cover a request: the shortfall, then how to get more. */
export function outOfTokensWords(needed: number, balance: number): string {
  return `This needs ${needed} tokens and your balance is ${balance}. ${tokensHelpWords()}`;
}
