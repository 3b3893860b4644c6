import { describe, expect, it } from "vitest";
import { canonicalPath } from "../openapi/operation";
import { operations } from "../operations";
import { PARAM_NAMES as ID_NAMES } from "../openapi/operation";
import { camelTool } from "./operations";

describe("the tRPC procedures' names and argument types", () => {
  it("name the path ids as canonicalPath does (the types read ID_NAMES, the fronts canonicalPath)", () => {
    for (const [collection, name] of Object.entries(ID_NAMES)) {
      expect(canonicalPath(`/api/v1/${collection}/{id}`)).toBe(`/api/v1/${collection}/{${name}}`);
    }
    // Every collection a defined path renames is in ID_NAMES, so no id is typed under its raw name.
    for (const op of operations) {
      const segments = op.path.split("/");
      segments.forEach((segment, i) => {
        if (/^\{\w+\}$/.test(segment) && canonicalPath(`/x/${segments[i - 1]}/{id}`) !== `/x/${segments[i - 1]}/{id}`) {
          expect(ID_NAMES).toHaveProperty(segments[i - 1]);
        }
      });
    }
  });

  it("derive one camelCase procedure name per tool", () => {
    expect(camelTool("list_all_ads")).toBe("listAllAds");
    expect(camelTool("get_ad_run")).toBe("getAdRun");
    const names = operations.map((op) => camelTool(op.tool));
    expect(new Set(names).size).toBe(names.length);
  });
});
