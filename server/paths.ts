import path from "node:path";
import { config } from "./config";

/**
 * The checkout's root folder. Bundled server code has no usable `import.meta.dirname`, so the root is
 * the working directory (`npm start`, tests) unless ADLAB_ROOT says otherwise (the CLI sets it).
 */
export function projectRoot(): string {
  return config.root;
}

/**
 * The folder of an installed package. Bundlers rewrite `require.resolve` into module ids, so packages
 * whose files are read at run time (fonts, emoji art, ffmpeg) are found in node_modules by path.
 */
export function packageDir(name: string): string {
  return path.join(projectRoot(), "node_modules", name);
}
