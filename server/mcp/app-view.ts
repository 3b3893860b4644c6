/**
 * The ads view (MCP App `ui://adlab/ads`), run by the host in a sandboxed iframe and bundled by
 * ./app-bundle.ts. It draws the ads of the tool result it is handed: every placement (the video playing),
 * the QA score, the angle, which one adlab recommends; "Run this one" calls the app-only tool pick_ad and
 * tells the model, "Another like this" orders one through order_variant and follows it. No network but the
 * files' signed links, which the resource's CSP declares.
 */
import { App } from "@modelcontextprotocol/ext-apps";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

type File = { placement: string; format: string; mime_type: string; url: string };
type Ad = {
  id: string;
  slug: string;
  name: string;
  project_id: string;
  batch_id: string;
  status: string;
  failure_reason: string | null;
  qa_score: number | null;
  angle?: { role: string; claim: string } | null;
  output: string;
  placements: string[];
  tags: string[];
  style?: { name: string | null };
  progress?: { percent: number } | null;
};
type Shown = { ads: Ad[]; recommended: string | null; previews: Record<string, File[]> };

const PLACEMENT_NAMES: Record<string, string> = { square: "Square", feed_portrait: "Feed 4:5", instagram_story: "Story 9:16" };
const state: Shown = { ads: [], recommended: null, previews: {} };
const root = document.getElementById("ads")!;
const app = new App({ name: "adlab ads", version: "1.0.0" });

const STYLE = `
:root { color-scheme: light dark; font-family: var(--font-sans, system-ui, sans-serif); }
body { margin: 0; background: var(--color-background-primary, Canvas); color: var(--color-text-primary, CanvasText); }
main { display: grid; gap: 12px; padding: 12px; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); }
.card { border: 1px solid var(--color-border-primary, #8884); border-radius: var(--border-radius-lg, 12px); padding: 12px; display: grid; gap: 8px; align-content: start; }
.card.recommended { border-color: #2e7d32; box-shadow: 0 0 0 2px #2e7d3255; }
.head { display: flex; gap: 8px; align-items: baseline; justify-content: space-between; }
.name { font-weight: 600; font-size: 15px; margin: 0; overflow-wrap: anywhere; }
.badges { display: flex; gap: 6px; flex-wrap: wrap; font-size: 12px; }
.badge { border-radius: 999px; padding: 2px 8px; background: var(--color-background-secondary, #8882); white-space: nowrap; }
.badge.best { background: #2e7d32; color: #fff; }
.badge.qa { font-variant-numeric: tabular-nums; }
.angle { margin: 0; font-size: 13px; color: var(--color-text-secondary, inherit); }
.files { display: flex; gap: 8px; overflow-x: auto; align-items: flex-start; }
figure { margin: 0; display: grid; gap: 4px; flex: 0 0 auto; }
figure img, figure video { height: 180px; width: auto; border-radius: 6px; display: block; background: #8882; }
figcaption { font-size: 11px; color: var(--color-text-secondary, inherit); }
.status { font-size: 13px; }
.actions { display: flex; gap: 8px; flex-wrap: wrap; }
button { font: inherit; font-size: 13px; padding: 6px 12px; border-radius: 8px; border: 1px solid var(--color-border-primary, #8886); background: var(--color-background-secondary, ButtonFace); color: inherit; cursor: pointer; }
button.primary { background: #1b5e20; border-color: #1b5e20; color: #fff; }
button:disabled { opacity: 0.6; cursor: default; }
.note { font-size: 12px; margin: 0; }
`;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> & { className?: string } = {}, children: (Node | string)[] = []) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** What a tool result holds: generate_ads, list_ads and order_variant answer `ads`, get_ad_batch a batch's. */
function adsOf(result: CallToolResult): Shown {
  type BatchAd = { id: string; slug: string; status: string; title: string; failure_reason: string | null };
  type Batch = { project_id: string; output: string; placements: string[]; ads?: BatchAd[] };
  const body = (result.structuredContent ?? {}) as { ads?: Ad[]; ad_batch?: Batch; recommended_ad_id?: string | null };
  const previews = ((result._meta ?? {}) as Record<string, unknown>)["adlab/previews"] as Record<string, File[]> | undefined;
  // A catalog batch's ads are short: named by their item, their output and placements the batch's.
  const batch = body.ad_batch;
  const fromBatch = (ad: BatchAd): Ad => ({ ...ad, name: ad.title, project_id: batch!.project_id, batch_id: "", qa_score: null, output: batch!.output, placements: batch!.placements, tags: [] });
  return { ads: body.ads ?? batch?.ads?.map(fromBatch) ?? [], recommended: body.recommended_ad_id ?? null, previews: previews ?? {} };
}

function fileView(file: File): HTMLElement {
  const label = PLACEMENT_NAMES[file.placement] ?? file.placement;
  const media =
    file.format === "mp4"
      ? el("video", { src: file.url, autoplay: true, muted: true, loop: true, playsInline: true, controls: true, ariaLabel: `${label} video` })
      : el("img", { src: file.url, alt: `${label} ad`, loading: "lazy" });
  return el("figure", {}, [media, el("figcaption", { textContent: label })]);
}

function card(ad: Ad): HTMLElement {
  const recommended = ad.id === state.recommended;
  const picked = ad.tags.includes("picked");
  const badges = el("div", { className: "badges" }, [
    ...(recommended ? [el("span", { className: "badge best", textContent: "Recommended" })] : []),
    ...(ad.qa_score !== null ? [el("span", { className: "badge qa", textContent: `QA ${ad.qa_score}`, title: "Legibility and layout score, 0-100" })] : []),
    ...(picked ? [el("span", { className: "badge", textContent: "Picked" })] : []),
  ]);
  // The angle the copy took (what it leads with, and the claim); with the customer's own words, the style.
  const angle = ad.angle ? `Leads with the ${ad.angle.role}: ${ad.angle.claim}` : ad.style?.name ? `Style: ${ad.style.name}` : null;
  const files = state.previews[ad.id] ?? [];
  const body: HTMLElement[] =
    ad.status === "ready"
      ? [el("div", { className: "files" }, files.map(fileView))]
      : [el("p", { className: "status", textContent: ad.status === "failed" ? `Failed: ${ad.failure_reason ?? "no reason given"}` : `Generating${ad.progress ? ` (${ad.progress.percent}%)` : ""}…` })];
  const pick = el("button", { className: "primary", textContent: picked ? "Picked to run" : "Run this one", disabled: picked || ad.status !== "ready" });
  pick.addEventListener("click", () => void pickAd(ad, pick));
  // A catalog batch's ad was made from its item: more of those come from the batch, not from here.
  const more = el("button", { textContent: "Another like this", hidden: !ad.batch_id });
  more.addEventListener("click", () => void orderVariant(ad, more));
  return el("article", { className: `card${recommended ? " recommended" : ""}`, ariaLabel: ad.name }, [
    el("div", { className: "head" }, [el("h2", { className: "name", textContent: ad.name }), badges]),
    ...(angle ? [el("p", { className: "angle", textContent: angle })] : []),
    ...body,
    el("div", { className: "actions" }, [pick, more]),
  ]);
}

function render(): void {
  root.replaceChildren(...(state.ads.length ? state.ads.map(card) : [el("p", { className: "note", textContent: "No ads in this answer." })]));
}

/** Merges a result into what is shown: its ads replace theirs by id, new ones come first. */
function show(shown: Shown): void {
  const known = new Map(state.ads.map((ad) => [ad.id, ad]));
  for (const ad of shown.ads) known.set(ad.id, ad);
  const fresh = shown.ads.filter((ad) => !state.ads.some((old) => old.id === ad.id));
  state.ads = [...fresh, ...state.ads.map((ad) => known.get(ad.id)!)];
  state.previews = { ...state.previews, ...shown.previews };
  state.recommended = shown.recommended ?? state.recommended;
  render();
}

async function pickAd(ad: Ad, button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  const result = await app.callServerTool({ name: "pick_ad", arguments: { project_id: ad.project_id, ad_id: ad.id } });
  if (result.isError) {
    button.disabled = false;
    return;
  }
  show({ ads: [(result.structuredContent as { ad: Ad }).ad], recommended: null, previews: {} });
  await app.updateModelContext({ content: [{ type: "text", text: `The person picked the ad "${ad.name}" (id ${ad.id}) to run.` }] }).catch(() => undefined);
}

async function orderVariant(ad: Ad, button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  button.textContent = "Ordering…";
  const ordered = await app.callServerTool({ name: "order_variant", arguments: { project_id: ad.project_id, ad_id: ad.id } });
  button.disabled = false;
  button.textContent = "Another like this";
  if (ordered.isError) return;
  const fresh = (ordered.structuredContent as { ad: Ad }).ad;
  show(adsOf(ordered));
  // Followed until it has ended: list_ads of its order waits while it generates.
  for (let round = 0; round < 6 && state.ads.find((a) => a.id === fresh.id)?.status === "generating"; round++) {
    const followed = await app.callServerTool({ name: "list_ads", arguments: { project_id: fresh.project_id, batch_id: fresh.batch_id, wait_seconds: 50 } });
    if (followed.isError) return;
    show({ ...adsOf(followed), recommended: null });
  }
}

document.head.append(el("style", { textContent: STYLE }));
app.ontoolresult = (result) => show(adsOf(result));
void app.connect();
