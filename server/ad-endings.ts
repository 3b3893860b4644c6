import { settleBatchAd } from "./ad-batches/settle";
import { announceAd, announceFile } from "./ads/events";
import { setAdEndings } from "./generation/outcome";

/**
 * Registers what an ad's end does above the pipeline (server/generation/outcome.ts `AdEndings`): its
 * `ad.ready` or `ad.failed` event and its batch's count, in the ending transaction, and `ad_file.ready`.
 * Imported once by every composition root whose process may end an ad: the server (server/boot.ts: its
 * embedded runner, the Inngest functions and a failed dispatch), `adlab worker`, the render-pool child.
 */
setAdEndings({
  async ended(tx, adId, outcome) {
    await announceAd(tx, adId, outcome === "ready" ? "ad.ready" : "ad.failed");
    await settleBatchAd(tx, adId, outcome);
  },
  fileStored: announceFile,
});
