import { crc32, deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { MAX_DECODED_PIXELS, pixelsAllowed } from "@/server/assets/image";

// Issue 14.6: a PNG of a few bytes declaring 16000x16000 is refused at upload; the same cap holds for
// every image the renderers are given.

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header declares width x height (its pixel data is a few zero bytes). */
function bombPng(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("decoded-pixel cap", () => {
  it("refuses a small PNG declaring 16000x16000 as a logo, with 422", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const bytes = bombPng(16_000, 16_000);
    expect(bytes.length).toBeLessThan(40_000);
    const data = new FormData();
    data.append("asset[asset_type]", "logo");
    data.append("asset[file]", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "bomb.png");
    const res = await call("POST", `/api/v1/projects/${project.id}/assets`, undefined, { token, body: data });
    expect(res.status).toBe(422);
    expect(res.body.error.details.join(" ")).toMatch(/too large an image \(16000x16000 pixels/);
  });

  it("holds one cap per frame and for all frames, as the renderers check it", () => {
    expect(pixelsAllowed(1080, 1920)).toBe(true);
    expect(pixelsAllowed(6000, 6000)).toBe(true);
    expect(pixelsAllowed(16_000, 16_000)).toBe(false);
    expect(pixelsAllowed(7000, 7000)).toBe(MAX_DECODED_PIXELS >= 49_000_000);
    expect(pixelsAllowed(1000, 1000, 150)).toBe(true);
    expect(pixelsAllowed(1000, 1000, 300)).toBe(false);
    expect(pixelsAllowed(0, 10)).toBe(false);
  });
});
