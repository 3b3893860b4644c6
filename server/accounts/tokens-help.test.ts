import { afterEach, describe, expect, it } from "vitest";
import { defaultSignupTokens, tokenCostOf } from "../config";
import { outOfTokensWords, tokensHelpWords, topUp } from "./tokens-help";

const before = { help: process.env.ADLAB_TOKENS_HELP, shop: process.env.ADLAB_BUY_TOKENS_URL };
afterEach(() => {
  for (const [name, value] of [["ADLAB_TOKENS_HELP", before.help], ["ADLAB_BUY_TOKENS_URL", before.shop]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("tokens a newcomer can use", () => {
  it("the default signup grant covers one video and five stills at the installation's prices", () => {
    expect(defaultSignupTokens()).toBe(300);
    expect(defaultSignupTokens()).toBeGreaterThanOrEqual(tokenCostOf("video") + 5 * tokenCostOf("image"));
  });

  it("says who to ask for more, or the operator's own words", () => {
    delete process.env.ADLAB_TOKENS_HELP;
    expect(tokensHelpWords()).toMatch(/^Tokens are added by whoever runs this adlab installation; .* Ask them for more/);
    expect(tokensHelpWords()).not.toMatch(/npx|adlab tokens|ADLAB_/);
    process.env.ADLAB_TOKENS_HELP = "  Write to help@brewly.example for a top-up. ";
    expect(outOfTokensWords(163, 100)).toBe("This needs 163 tokens and your balance is 100. Write to help@brewly.example for a top-up.");
  });

  it("sends the customer to the installation's shop when it has one, and says when the balance is low", () => {
    delete process.env.ADLAB_TOKENS_HELP;
    delete process.env.ADLAB_BUY_TOKENS_URL;
    expect(topUp()).toEqual({ buy_url: null, help: tokensHelpWords(), low_below: tokenCostOf("video") });
    process.env.ADLAB_BUY_TOKENS_URL = "https://shop.example/adlab-tokens";
    expect(topUp().buy_url).toBe("https://shop.example/adlab-tokens");
    expect(outOfTokensWords(25, 10)).toBe("This needs 25 tokens and your balance is 10. Buy more tokens at https://shop.example/adlab-tokens, with the e-mail address of your account.");
    // The operator's own words win over the generic sentence; the link is still offered beside them.
    process.env.ADLAB_TOKENS_HELP = "Top-ups: help@brewly.example";
    expect(topUp()).toMatchObject({ buy_url: "https://shop.example/adlab-tokens", help: "Top-ups: help@brewly.example" });
  });
});
