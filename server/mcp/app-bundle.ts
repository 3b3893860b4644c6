import path from "node:path";
import { build } from "esbuild";
import { sharedUntilFailure } from "../memo";
import { projectRoot } from "../paths";

/**
 * The ads view as one HTML document: ./app-view.ts with the ext-apps App bundled in by esbuild, in memory,
 * once per process (about a second of CPU; a failed build is tried again on the next read). Everything is
 * inline: the view loads no script, style or font from anywhere, only the ads' files (signed links).
 */
const VIEW = "server/mcp/app-view.ts";

async function load(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(projectRoot(), VIEW)],
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    target: "es2022",
    legalComments: "none",
    logLevel: "error",
  });
  // A `</script>` inside the code would end the element early.
  const script = result.outputFiles[0].text.replaceAll("</script", "<\\/script");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ads</title></head><body><main id="ads" aria-live="polite"></main><script>${script}</script></body></html>`;
}

export const adsViewHtml = sharedUntilFailure(load);
