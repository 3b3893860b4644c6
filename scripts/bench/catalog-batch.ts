/**
 * Part of `npm run bench:generation` with BENCH_CATALOG=1 (issue 31): a catalog of 40 products, each with a
 * photo of its own (a jar in a hue of its own, shot on white, cut out as an upload is), made into one batch of
 * 40 ads x 2 placements (square and Story): POST .../ad_batches -> the batch `completed`, with the placement
 * renders per minute. BENCH_CATALOG_SHEET=<file.png> writes a contact sheet of the first 12 squares.
 */
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import type { Actor } from "../../server/auth/actor";

const PRODUCTS = 40;
const PLACEMENTS = ["square", "instagram_story"];

const jar = (hue: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><rect width="640" height="640" fill="#fbfbfb"/>` +
        `<rect x="190" y="200" width="260" height="330" rx="36" fill="hsl(${hue},70%,45%)"/><rect x="215" y="140" width="210" height="72" rx="10" fill="hsl(${hue},40%,25%)"/>` +
        `<rect x="230" y="310" width="180" height="110" fill="#fdfdfd"/></svg>`,
    ),
  )
    .jpeg({ quality: 90 })
    .toBuffer();

export async function benchCatalogBatch(actor: Actor, projectId: string, log: (line: string) => void) {
  const { createAsset } = await import("../../server/assets/service");
  const { createCatalog } = await import("../../server/catalogs/service");
  const { createAdBatch, getAdBatch } = await import("../../server/ad-batches/service");
  const { storage } = await import("../../server/storage");
  const { db } = await import("../../server/db/client");

  const assets: string[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const upload = { fields: { asset_type: "product" }, file: { bytes: await jar((i * 360) / PRODUCTS), filename: `p${i}.jpg` }, problems: [] };
    assets.push((await createAsset(actor, projectId, upload)).id);
  }
  const items = assets.map((asset_id, i) => ({ item_id: `SKU-${100 + i}`, title: `Jam no. ${i + 1}`, price: `${(3 + i * 0.25).toFixed(2)}`, currency: "EUR", asset_id }));
  const catalog = await createCatalog(actor, projectId, { name: "Bench catalog", items });

  const cpu = () => process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6;
  const [start, cpuBefore] = [performance.now(), cpu()];
  const { body } = await createAdBatch(actor, projectId, { catalog_id: catalog.id, ad: { output: "image", placements: PLACEMENTS } });
  const accepted = performance.now() - start;
  let batch = body;
  while (batch.status === "generating") {
    await new Promise((r) => setTimeout(r, 100));
    batch = await getAdBatch(actor, projectId, body.id);
  }
  const ms = performance.now() - start;
  const renders = batch.ready_count * PLACEMENTS.length;
  log(
    `  catalog batch, ${PRODUCTS} products x ${PLACEMENTS.length} placements: POST answered in ${(accepted / 1000).toFixed(2)} s, ${batch.status} after ${(ms / 1000).toFixed(1)} s ` +
      `(${batch.ready_count} ready, ${batch.failed_count} failed; ${(renders / (ms / 60_000)).toFixed(1)} placement renders per minute, ${(cpu() - cpuBefore).toFixed(1)} s CPU in this process)`,
  );

  const sheet = process.env.BENCH_CATALOG_SHEET;
  if (sheet) {
    const prisma = await db();
    const files = await prisma.adFile.findMany({ where: { adId: { in: batch.ads.slice(0, 12).map((a) => a.id) }, placement: "square", format: "png" } });
    const tiles = await Promise.all(files.map(async (f) => sharp((await storage().read(f.storageKey!))!).resize(360, 360).png().toBuffer()));
    const columns = 4;
    await sharp({ create: { width: 360 * columns, height: 360 * Math.ceil(tiles.length / columns), channels: 3, background: "#ffffff" } })
      .composite(tiles.map((input, i) => ({ input, left: (i % columns) * 360, top: Math.floor(i / columns) * 360 })))
      .png()
      .toFile(sheet);
    log(`  contact sheet of the first ${tiles.length} squares: ${sheet}`);
  }
}
