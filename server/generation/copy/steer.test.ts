import { describe, expect, it } from "vitest";
import { steerClaims } from "./builtin";
import type { CopyBrief } from "./types";

const claims = ["Keeps drinks cold for 24 hours", "Has a leak-proof one-hand lid", "Made from recycled steel"];
const brief = (hypotheses: CopyBrief["hypotheses"], prompt: string | null = null) => ({ hypotheses, prompt }) as CopyBrief;

describe("the learning brief on the built-in copywriter's claims (issue 29)", () => {
  it("a positive finding's words lead, a negative one's go last, and informed_by names exactly those", () => {
    const steered = steerClaims(
      brief({ preferred: [{ id: "cold", statement: "The cold angle (drinks cold for a day) works for hikers" }], avoided: [{ id: "lid", statement: "The lid angle bores" }] }),
      claims,
    );
    expect(steered).toEqual({
      claims: ["Keeps drinks cold for 24 hours", "Made from recycled steel", "Has a leak-proof one-hand lid"],
      informedBy: ["cold", "lid"],
      led: true,
      backed: ["Keeps drinks cold for 24 hours"],
      avoided: ["Has a leak-proof one-hand lid"],
    });
  });

  it("a hypothesis whose words no claim shares applies nothing; the prompt's words pick the claim", () => {
    const steered = steerClaims(brief({ preferred: [{ id: "humour", statement: "A humour angle works better" }], avoided: [] }, "Say it stays 24 hours cold"), claims);
    expect(steered.claims[0]).toBe("Keeps drinks cold for 24 hours");
    expect(steered.informedBy).toEqual([]);
  });
});
