import { describe, expect, it } from "vitest";
import { adMusicOf, findTrack } from "../../shared/music";
import { findStyle } from "../../shared/styles";
import { parseInput } from "../validation";
import { budgetLeft, editPriceOf, editorSlotsOf } from "../../shared/ad-editor";
import { designOfAd } from "../generation/design";
import { adEditSchema, copyLinesOf, editOfAd, previewCopyOf } from "./edit-draft";

type EditableAd = Parameters<typeof editOfAd>[0];

const productHero = { category: "template", template_key: "product-hero", meme_base: null, id: "template:product-hero", name: "Product hero" };
const imageAd: EditableAd = {
  style: productHero,
  editable_copy: { kicker: "Hand-knitted", headline: "Warm feet on every trail", cta: "Shop now" },
  audience_id: null,
  placements: ["square", "landscape"],
  output: "image",
  music: null,
  design: designOfAd({ design: null, variantIndex: 0 }),
};
const AUDIENCE = "0b7e2b52-3c1f-4e57-9a0e-6a1c2d3e4f50";

/** The 422 details the editor's request gets, or [] when it passes. */
function problemsOf(input: unknown): string[] {
  try {
    parseInput(adEditSchema, input, "edit");
    return [];
  } catch (error) {
    return (error as { details: string[] }).details;
  }
}

describe("the editor's starting point", () => {
  it("is the ad as it is: its words exactly, every slot but the CTA listed, exact copy", () => {
    expect(editOfAd(imageAd)).toEqual({
      copy: { kicker: "Hand-knitted", headline: "Warm feet on every trail", body: "" },
      cta: "Shop now",
      copy_mode: "exact",
      audience_id: null,
      placements: ["square", "landscape"],
      music: "",
      design: { palette: 0, layout: 0, photo_asset_id: null, type_direction: null },
    });
  });

  it("has the generation's own design: the variant's colour arrangement and layout, or the edit's choices as stored", () => {
    expect(designOfAd({ design: null, variantIndex: 5 })).toEqual({ palette: 1, layout: 1, photo_asset_id: null, type_direction: null });
    const chosen = { palette: 3, layout: 0, photo_asset_id: AUDIENCE, type_direction: "handwritten" };
    expect(designOfAd({ design: chosen, variantIndex: 5 })).toEqual(chosen);
  });

  it("costs a fifth of a new ad when the words are kept, rounded up", () => {
    expect([editPriceOf(25), editPriceOf(163)]).toEqual([5, 33]);
  });

  it("keeps a video's track, or \"none\" when it has no music", () => {
    const video: EditableAd = { ...imageAd, output: "video", audience_id: AUDIENCE, music: adMusicOf(findTrack("late-study")!, 6) };
    expect(editOfAd(video)).toMatchObject({ audience_id: AUDIENCE, music: "late-study" });
    expect(editOfAd({ ...video, music: null }).music).toBe("none");
  });

  it("has no slots for an ad without a known style", () => {
    expect(editorSlotsOf({ style: { ...productHero, id: null } })).toEqual({ style: undefined, slots: [] });
    expect(editOfAd({ ...imageAd, style: { ...productHero, id: "template:gone" }, editable_copy: {} })).toMatchObject({ copy: {}, cta: "" });
    expect(editorSlotsOf(imageAd).slots.map((s) => s.name)).toEqual(["kicker", "headline", "body"]);
  });
});

describe("an edit", () => {
  const edit = editOfAd(imageAd);

  it("passes as the editor starts it", () => {
    expect(problemsOf(edit)).toEqual([]);
    expect(problemsOf({ ...edit, copy_mode: "generate", audience_id: AUDIENCE, music: "none" })).toEqual([]);
  });

  it("is refused with one detail per problem", () => {
    expect(
      problemsOf({
        copy: { headline: "x".repeat(501) }, cta: "y".repeat(501), copy_mode: "rewrite", audience_id: 7 as never, placements: [], music: "m".repeat(101),
        design: { palette: 4, layout: 2, photo_asset_id: "photo.jpg", type_direction: "comic" },
      }),
    ).toEqual([
      "edit.copy.headline: must be at most 500 characters",
      "edit.cta: must be at most 500 characters",
      'edit.copy_mode: Invalid option: expected one of "exact"|"generate"',
      "edit.audience_id: Invalid input: expected string, received number",
      "edit.placements: Pick at least one placement",
      "edit.music: Too big: expected string to have <=100 characters",
      "edit.design.palette: must be a colour arrangement from 0 to 3",
      "edit.design.layout: must be 0 (standard) or 1 (mirrored)",
      "edit.design.photo_asset_id: must be the id of one of the project's images",
      'edit.design.type_direction: Invalid option: expected one of "clean sans"|"geometric sans"|"elegant serif"|"modern serif"|"condensed display"|"poster impact"|"heavy display"|"handwritten"',
    ]);
    expect(problemsOf({ ...edit, placements: ["tiktok"] })).toEqual([
      'edit.placements.0: Invalid option: expected one of "instagram_story"|"instagram_reels"|"feed_portrait"|"square"|"landscape"|"medium_rectangle"|"leaderboard"|"mobile_banner"|"half_page"|"wide_skyscraper"',
    ]);
    expect(problemsOf({ ...edit, copy: { ["k".repeat(41)]: "a" } })).toEqual([`edit.copy.${"k".repeat(41)}: Invalid key in record`]);
  });

  it("takes exactly 500 characters in a slot", () => {
    expect(problemsOf({ ...edit, copy: { headline: "x".repeat(500) }, cta: "y".repeat(500) })).toEqual([]);
  });
});

describe("the edited copy", () => {
  const slots = findStyle("template:product-hero")!.editable_slots.filter((s) => s.name !== "cta");

  it("becomes one `slot: text` line per slot with text, in the style's order, spaces collapsed", () => {
    expect(copyLinesOf(slots, { body: "  Merino,\n  knitted  in Norway ", headline: "Warm feet", kicker: "   " })).toBe("headline: Warm feet\nbody: Merino, knitted in Norway");
    expect(copyLinesOf(slots, {})).toBe("");
  });

  it("previews the slots with text and the trimmed CTA", () => {
    expect(previewCopyOf({ copy: { headline: "Warm feet", body: " " }, cta: "  Shop now " })).toEqual({ headline: "Warm feet", cta: "Shop now" });
    expect(previewCopyOf({ copy: { headline: "Warm feet" }, cta: "  " })).toEqual({ headline: "Warm feet" });
  });

  it("counts the budget left as the copy rules count, full-width characters as two", () => {
    expect(budgetLeft(24, "Hand-knitted")).toBe(12);
    expect(budgetLeft(4, "冷萃咖啡")).toBe(-4);
    expect(budgetLeft(10, "")).toBe(10);
  });
});
