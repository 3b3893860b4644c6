import type { Placement } from "../../shared/placements";

export type VideoStyle = "moving_background" | "live_scene" | "moving_elements";

/**
 * Everything a design needs to draw one ad in one placement. The same props feed the Remotion
 * composition, the satori still renderer and the HTML document, so all three show the same ad.
 */
export type DesignProps = {
  /** Catalog id: `template:<key>` or `meme:<base>`. */
  styleId: string;
  placement: Placement;
  /** Slot name -> text, fitted to the style's editable_slots budgets. */
  copy: Record<string, string>;
  brand: {
    name: string;
    /** Hex colours, primary first; designs fall back to their own palette when empty. */
    colors: string[];
    /** Free text such as "geometric sans", "serif", "condensed display". */
    fontDirection?: string;
    logo?: ImageRef;
  };
  /** Product or media images uploaded to the project, best first. */
  images: ImageRef[];
  /**
   * Illustration chosen from the brief for designs without a product photo (server/generation/imagery.ts),
   * best first, each with the word of the brief that chose it; empty: draw a typographic mark instead.
   */
  art?: { src: string; keyword: string }[];
  output: "image" | "video";
  videoStyle?: VideoStyle;
  /** BCP 47 tag of the copy ("en", "ja", "ar", ...): picks fonts, direction, casing and line breaking. */
  language?: string;
  /** Video length in seconds (5..15, default 6). */
  durationSeconds?: number;
  /**
   * Video: the soundtrack (a track of server/music), muxed by the video renderers as AAC at -14 LUFS,
   * cut to the video's length and faded out. Absent = a silent video. `bpm` is there for beat-cut motion.
   */
  soundtrack?: { trackId: string; bpm: number };
  /**
   * Text colours chosen by the contrast check from the pixels behind each line (server/render/qa.ts), by
   * kit's paintKey(design colour, size, line). Absent: the design's own colours.
   */
  textColors?: Record<string, string>;
  /**
   * A plate of this colour behind a cut-out product, chosen by the render checks (server/render/qa.ts) when
   * the design's ground hides the product (a cream jar on a paper ground). Absent: none.
   */
  productBackdrop?: string;
  /** Variant number, so variants of one request differ (palette order, layout flips). */
  seed: number;
  /** Which of the kit's colours leads, when an edit chose it apart from the layout (absent: the seed's). */
  paletteSeed?: number;
};

/** Images travel as data URIs, so documents are self-contained and renderers need no file access. */
export type ImageRef = {
  src: string;
  width: number;
  height: number;
  role: string;
  /** The product cut out of its studio ground at upload (transparent around it, cropped to it): it stands in the scene. */
  cutout?: boolean;
  /** Where the subject is in a photo, as fractions of its width and height: crops keep it whole. */
  subject?: { x: number; y: number; width: number; height: number };
  /** The product's own colours (found at upload): the palette when the brand kit has none. */
  colors?: string[];
};
