import { describe, expect, it } from "vitest";
import { operations } from "../operations";
import { camelTool } from "./operations";

describe("the tRPC procedures' names and argument types", () => {
  it("read each id by one name: a collection's id is named alike in every path (the types read the names from the paths)", () => {
    const names = new Map<string, Set<string>>();
    for (const op of operations) {
      const segments = op.path.split("/");
      segments.forEach((segment, i) => {
        const id = segment.match(/^\{(\w+)\}$/)?.[1];
        if (id) names.set(segments[i - 1], new Set([...(names.get(segments[i - 1]) ?? []), id]));
      });
    }
    const ambiguous = [...names].filter(([, ids]) => ids.size > 1).map(([collection, ids]) => `${collection}: ${[...ids].join(", ")}`);
    expect(ambiguous).toEqual([]);
    expect(names.get("projects")).toEqual(new Set(["project_id"]));
  });

  it("derive one camelCase procedure name per tool", () => {
    expect(camelTool("list_all_ads")).toBe("listAllAds");
    expect(camelTool("get_ad_run")).toBe("getAdRun");
    const names = operations.map((op) => camelTool(op.tool));
    expect(new Set(names).size).toBe(names.length);
  });
});
