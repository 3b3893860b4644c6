import sharp from "sharp";
import { call } from "./http";

/** Multipart uploads of project assets, as a client sends them (tests/api/assets*.test.ts). */
export const assetsPath = (project: string) => `/api/v1/projects/${project}/assets`;

export const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#3366cc" } });
export const png = () => solid(32, 20).png().toBuffer();

export function form(parts: Record<string, string | { bytes: Buffer; filename?: string; type?: string }>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === "string") data.append(name, value);
    else data.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? "application/octet-stream" }), value.filename ?? "file.bin");
  }
  return data;
}

export const upload = (token: string, project: string, data: FormData, headers: Record<string, string> = {}) =>
  call("POST", assetsPath(project), undefined, { token, body: data, headers });

export async function uploadPng(token: string, project: string, extra: Record<string, string> = {}) {
  const res = await upload(token, project, form({ "asset[file]": { bytes: await png(), filename: "logo.png", type: "image/png" }, ...extra }));
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.asset as { id: string; [k: string]: any };
}
