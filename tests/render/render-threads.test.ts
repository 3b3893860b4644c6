import { afterAll, describe, expect, it } from "vitest";
import { checkPlacement, drawInThreads, renderFile } from "@/server/generation/renderer";
import { startRenderThreads } from "@/server/render/render-threads";
import { STRESS_KITS, stressImages, stressProps } from "../helpers/brand-stress";

/**
 * Issue 25: on the embedded default, stills are drawn in worker threads so one ad's placements render on
 * every core. The files and their QA reports are the ones the calling thread makes.
 */
const { logos, photo } = await stressImages();
const story = stressProps("template:bold-statement", "instagram_story", STRESS_KITS["yellow-white"], logos.wide, photo);
const square = stressProps("template:product-hero", "square", STRESS_KITS.brewly, logos.tall, photo);

async function filesOf(props: typeof story) {
  const checked = await checkPlacement(props, "png");
  const [png, html] = await Promise.all([renderFile(checked.props, "png", "ad-test", checked.still), renderFile(checked.props, "html", "ad-test")]);
  // In a thread the still comes back as its file, encoded where it was drawn; here as its raster.
  return { qa: checked.qa, textColors: checked.props.textColors, png, html, handedOver: checked.still && ("file" in checked.still ? "file" : "raster") };
}

describe("stills drawn in render threads", () => {
  const onThisThread = Promise.all([filesOf(story), filesOf(square)]);
  let stopThreads: (() => Promise<void>) | undefined;
  afterAll(() => stopThreads?.());

  it("two placements drawn at once in threads give the same files and QA reports as the calling thread", async () => {
    const expected = await onThisThread;
    stopThreads = drawInThreads(2);
    const inThreads = await Promise.all([filesOf(story), filesOf(square)]);
    for (const [i, files] of inThreads.entries()) {
      expect([files.handedOver, expected[i].handedOver]).toEqual(["file", "raster"]);
      expect(Buffer.isBuffer(files.png)).toBe(true);
      expect(files.png.equals(expected[i].png)).toBe(true);
      expect(files.html.toString()).toBe(expected[i].html.toString());
      expect(files.qa).toEqual(expected[i].qa);
      expect(files.textColors).toEqual(expected[i].textColors);
    }
  }, 240_000);

  it("a render that fails in a thread fails with its reason, and the next render still runs", async () => {
    stopThreads ??= drawInThreads(2);
    await expect(checkPlacement({ ...square, styleId: "no-such-style" })).rejects.toThrow(/no-such-style/);
    expect((await filesOf(square)).qa).toEqual((await onThisThread)[1].qa);
  }, 240_000);

  it("a server start warms every thread with a still of its own, and the threads then draw what the calling thread draws", async () => {
    const threads = startRenderThreads(2);
    try {
      await threads.warm();
      const png = await threads.run("renderStill", square, "png");
      expect(png.equals(await renderFile(square, "png", "ad-test"))).toBe(true);
    } finally {
      await threads.stop();
    }
  }, 240_000);
});
