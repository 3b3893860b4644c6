import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errors } from "../errors";
import { createProjectSchema } from "../projects/schema";
import { parseInput } from "../validation";
import { capProblems, capTable } from "./input-caps";
import type { Operation } from "./operation";

const withBody = (schema: z.ZodType) => ({ tool: "probe", method: "post", path: "/probe", body: { schema } }) as unknown as Operation;

describe("input caps (server/operations/input-caps.ts)", () => {
  it("every text, list and number of every operation is capped, and the cap stops the parse before a refinement", () => {
    expect(capProblems()).toEqual([]);
  });

  it("finds what breaks the rule: a refinement before the cap stops, text or a list without a cap", () => {
    const probe = z.object({
      late: z.string().max(10).refine(() => true),
      free: z.string(),
      list: z.array(z.string().max(5)),
      fine: z.string().max(10, { abort: true }).refine(() => true),
    });
    expect(capProblems([withBody(probe)])).toEqual([
      "probe: late: a refinement or pattern runs before its length cap stops the parse (use .max(n, { abort: true }) first)",
      "probe: free: text without a length cap",
      "probe: list: a list without a length cap",
    ]);
  });

  it("refuses a description over its cap without counting its words", () => {
    const refused = (() => {
      try {
        parseInput(createProjectSchema, { name: "Brewly", description: "a".repeat(100_000) });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toEqual(errors.validation(["description: Too big: expected string to have <=20000 characters"]));
  });

  it("docs/security.md lists every field with its cap (regenerate with `npx tsx scripts/caps-table.ts`)", () => {
    const doc = readFileSync(path.join(import.meta.dirname, "../../docs/security.md"), "utf8");
    expect(doc).toContain(capTable());
  });
});
