/** Sample brand assets (a product shot and a logo) drawn locally, for the contact sheet, tests and benchmark. */
import { Resvg } from "@resvg/resvg-js";
import { toSvg } from "../server/render/still";
import type { DesignProps, ImageRef } from "../server/render/types";
import { SAMPLE_BRAND, SAMPLE_COPY } from "../remotion/designs/samples";
import type { Placement } from "../shared/placements";

async function png(el: React.ReactElement, w: number, h: number): Promise<string> {
  const svg = await toSvg(el, w, h);
  return "data:image/png;base64," + Buffer.from(new Resvg(svg).render().asPng()).toString("base64");
}

let cached: { product: ImageRef; logo: ImageRef } | null = null;
export async function sampleAssets() {
  if (cached) return cached;
  const S = 800;
  const product = await png(
    <div style={{ display: "flex", width: S, height: S, alignItems: "center", justifyContent: "center", backgroundImage: "linear-gradient(160deg, #fde7c4 0%, #f3c98b 100%)" }}>
      <div style={{ display: "flex", position: "absolute", left: 120, top: 640, width: 560, height: 60, borderRadius: 300, backgroundColor: "rgba(80,40,10,0.25)" }} />
      <div style={{ display: "flex", flexDirection: "column", alignItems: "center", width: 380, height: 560, borderRadius: 28, backgroundImage: "linear-gradient(90deg, #5b1f0b 0%, #7c2d12 45%, #4a1808 100%)", paddingTop: 40 }}>
        <div style={{ display: "flex", width: 300, height: 18, borderRadius: 9, backgroundColor: "#3b1206", marginBottom: 60 }} />
        <div style={{ display: "flex", flexDirection: "column", alignItems: "center", width: 280, height: 300, backgroundColor: "#fef3c7", borderRadius: 12, paddingTop: 36 }}>
          <div style={{ display: "flex", fontFamily: "Bebas Neue", fontSize: 64, color: "#7c2d12" }}>NORTHSIDE</div>
          <div style={{ display: "flex", fontFamily: "Inter", fontWeight: 600, fontSize: 24, color: "#7c2d12", marginTop: 6 }}>ETHIOPIA · GUJI</div>
          <div style={{ display: "flex", width: 80, height: 80, borderRadius: 80, backgroundColor: "#f59e0b", marginTop: 30 }} />
        </div>
      </div>
    </div>,
    S, S,
  );
  const logo = await png(
    <div style={{ display: "flex", width: 600, height: 160, alignItems: "center" }}>
      <div style={{ display: "flex", width: 140, height: 140, borderRadius: 140, backgroundColor: "#f59e0b", alignItems: "center", justifyContent: "center", fontFamily: "Bebas Neue", fontSize: 110, color: "#7c2d12" }}>N</div>
      <div style={{ display: "flex", flexDirection: "column", marginLeft: 24 }}>
        <div style={{ display: "flex", fontFamily: "Bebas Neue", fontSize: 84, color: "#3b1206", lineHeight: 0.9 }}>NORTHSIDE</div>
        <div style={{ display: "flex", fontFamily: "Inter", fontWeight: 600, fontSize: 30, color: "#7c2d12", letterSpacing: "0.3em" }}>ROASTERS</div>
      </div>
    </div>,
    600, 160,
  );
  cached = { product: { src: product, width: S, height: S, role: "product" }, logo: { src: logo, width: 600, height: 160, role: "logo" } };
  return cached;
}

export async function sampleProps(styleId: string, placement: Placement, o: { withImages?: boolean; withLogo?: boolean; seed?: number; output?: "image" | "video"; colors?: string[]; fontDirection?: string } = {}): Promise<DesignProps> {
  const a = await sampleAssets();
  return {
    styleId,
    placement,
    copy: SAMPLE_COPY[styleId] ?? {},
    brand: { ...SAMPLE_BRAND, colors: o.colors ?? SAMPLE_BRAND.colors, fontDirection: o.fontDirection ?? SAMPLE_BRAND.fontDirection, logo: o.withLogo ? a.logo : undefined },
    images: o.withImages === false ? [] : [a.product],
    output: o.output ?? "image",
    videoStyle: o.output === "video" ? "live_scene" : undefined,
    seed: o.seed ?? 0,
  };
}
