import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defineMeme, defineTemplate } from "@/remotion/designs/define";
import { DEFINITIONS } from "@/remotion/designs/definitions";
import { DESIGNS } from "@/remotion/designs/registry";

/** Issue 26: "a new template is one folder" (plus its line in the list), and nothing else names it. */
const root = path.join(import.meta.dirname, "../../remotion/designs");
const CATEGORIES = { templates: "template", memes: "meme" } as const;
/** A folder's style.json as its family's index.ts lists it, under the folder's name. */
const DEFINE = { templates: defineTemplate, memes: defineMeme } as const;

/** The design folders of a category: the ones holding a design.tsx. */
const foldersOf = (dir: string) =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).filter((e) => e.isDirectory() && fs.existsSync(path.join(root, dir, e.name, "design.tsx"))).map((e) => e.name);

describe("design folders", () => {
  it.each(Object.entries(CATEGORIES))("lists every folder of %s, under its folder's name, and no other", async (dir, category) => {
    const folders = foldersOf(dir);
    expect(folders.length).toBeGreaterThan(0);
    for (const key of folders) {
      const declared = DEFINE[dir as keyof typeof DEFINE](key, (await import(path.join(root, dir, key, "style.json"))).default);
      expect(DEFINITIONS.find((d) => d.id === declared.id), `${dir}/${key} is listed`).toEqual(declared);
    }
    expect(DEFINITIONS.filter((d) => d.category === category).map((d) => d.key).sort()).toEqual(folders.sort());
  });

  it("gives every listed design exactly one drawing, and draws nothing unlisted", () => {
    expect(Object.keys(DESIGNS).sort()).toEqual(DEFINITIONS.map((d) => d.id).sort());
  });
});
