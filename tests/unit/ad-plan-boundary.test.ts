import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 46: an ad is judged once, by its plan (server/generation/plan). Nothing else on a request's way
 * (the ads service that validates and charges it, the pipeline that renders it) chooses a style or checks
 * that copy fits. The request schema's budget check (no database, shared with the web form) and the
 * editor's preview of an edit's cuts (server/ads/edit-check.ts) are not on that way.
 */
const JUDGEMENTS = /\b(selectableStyles|selectionRefusal|fillRefusal|pickStyle|styleOrder|slotCuts|cutSlots|measureLayout|layoutCuts|exactCopyCuts|exactCopyProblems)\s*\(/;
const ALLOWED = [path.join("server", "generation", "plan"), path.join("server", "generation", "style-choice.ts"), path.join("server", "generation", "copy")];

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });

describe("the plan is the one judge of an ad request", () => {
  it("no file of the pipeline or the ads service outside the plan module calls style choice or the copy-fit check", () => {
    const offenders = [...files("server/generation"), "server/ads/service.ts", "server/ads/create.ts"]
      .filter((file) => !ALLOWED.some((allowed) => file.startsWith(allowed)))
      .filter((file) => JUDGEMENTS.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
