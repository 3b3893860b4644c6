import type { DesignProps } from "./types";
export async function renderVideo(_props: DesignProps): Promise<Buffer> {
  throw new Error("renderVideo: not implemented yet");
}
