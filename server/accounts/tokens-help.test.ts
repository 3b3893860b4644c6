import { afterEach, describe, expect, it } from "vitest";
import { defaultSignupTokens, tokenCostOf } from "../config";
import { outOfTokensWords, tokensHelpWords } from "./tokens-help";

const before = process.env.ADLAB_TOKENS_HELP;
afterEach(() => {
  if (before === undefined) delete process.env.ADLAB_TOKENS_HELP;
  else process.env.ADLAB_TOKENS_HELP = before;
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
});
