/**
 * Layer(): an animatable layer of a design, moved in video by the shared motion definition (remotion/lib/motion.ts).
 * Designs take it from kit.tsx, with the other building blocks.
 */
import type { CSSProperties, ReactElement, ReactNode } from "react";
import { definitionOf } from "../designs/definitions";
import type { Ctx } from "./kit";
import { durationOf, IDENTITY, isClipped, layerTransform, type Box, type Transform } from "./motion";

const CLIPPED = new WeakMap<string[], string[]>();
/** The ids among those a design `collect`ed that were drawn with `clip` (they move inside their box). */
export const clippedLayers = (collected: string[]): string[] => CLIPPED.get(collected) ?? [];

/**
 * The box of a layer as its style sets it: its size (the designs size their products), and its place when
 * it is placed with abs() at the canvas's top level (free-standing products). The fast path knows every
 * layer's box from its sprite; Remotion, in the flow, only its size.
 */
function boxOf(style: CSSProperties, W: number): Box | undefined {
  const { position, left, right, top, width, height } = style;
  if (typeof width !== "number" || typeof height !== "number") return undefined;
  if (position !== "absolute" || typeof top !== "number") return { width, height };
  // A mirrored layout places it from the right edge (layout.ts swaps left and right).
  const x = typeof left === "number" ? left : typeof right === "number" ? W - right - width : undefined;
  return x === undefined ? { width, height } : { left: x, top, width, height };
}

/**
 * An animatable layer. In video it takes its transform from the shared motion definition; when the
 * fast path isolates another layer it stays laid out but invisible.
 *
 * `role` tells the motion what the layer is in the story (see remotion/lib/motion.ts: head, body,
 * card<n>, logo, cta, product, photo, prop, badge); it becomes part of the id (`el-1.head`).
 * `clip`: the layer moves inside its own box (Ken Burns on a panel ground or a photo filling a panel),
 * so it never crosses into a neighbouring panel.
 */
export function Layer(c: Ctx, id0: string, style: CSSProperties, children: ReactNode, o: { role?: string; clip?: boolean } = {}): ReactElement {
  const { p } = c;
  const id = o.role ? `${id0}.${o.role}` : id0;
  p.collect?.push(id);
  if (p.collect && o.clip) CLIPPED.set(p.collect, [...(CLIPPED.get(p.collect) ?? []), id]);
  let tr: Transform = IDENTITY;
  if (p.isolate === undefined && p.t !== undefined && p.output === "video") tr = layerTransform(p.videoStyle ?? "live_scene", id, p.t, c.f.W, c.f.H, durationOf(p), p.soundtrack?.bpm, definitionOf(p.styleId).motion, boxOf(style, c.f.W));
  const hidden = p.isolate !== undefined && (typeof p.isolate === "string" ? p.isolate !== id : !p.isolate.includes(id));
  // The fast path transforms a layer about the centre of its box, as CSS does: when this layer is drawn
  // alone, a faint ground (alpha 1/255, cleared again by the compositor) marks the box in the sprite.
  const marked = p.isolate === id && !style.backgroundColor && !style.backgroundImage ? { backgroundColor: "rgba(0,0,0,0.004)" } : {};
  const rot = tr.rotate ?? 0;
  const moved = tr.x !== 0 || tr.y !== 0 || tr.scale !== 1 || rot !== 0;
  const css = moved ? `translate(${tr.x.toFixed(2)}px, ${tr.y.toFixed(2)}px)${rot ? ` rotate(${rot.toFixed(3)}deg)` : ""} scale(${tr.scale.toFixed(5)})` : "";
  const opacity = hidden ? { opacity: 0 } : tr.opacity !== 1 ? { opacity: Math.max(0, tr.opacity) } : {};
  if (moved && isClipped(p.videoStyle ?? "live_scene", id, o.clip)) {
    // The box stays put and clips; its content moves inside it.
    return (
      <div key={id} style={{ display: "flex", ...style, ...opacity, overflow: "hidden" }}>
        <div style={{ display: "flex", width: "100%", height: "100%", flexShrink: 0, flexDirection: style.flexDirection, alignItems: style.alignItems, justifyContent: style.justifyContent, transform: css }}>{children}</div>
      </div>
    );
  }
  return (
    <div
      key={id}
      style={{
        display: "flex",
        ...style,
        ...marked,
        ...opacity,
        // A design's own transform (a tilted note) stays, under the motion.
        ...(moved ? { transform: style.transform ? `${css} ${style.transform}` : css } : {}),
      }}
    >
      {children}
    </div>
  );
}
