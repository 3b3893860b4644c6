import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_ASSET_BYTES } from "@/server/assets/schema";
import { POST as v1POST } from "@/app/api/v1/[...path]/route";
import { api, call } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { assetsPath as base, form, png, solid, upload } from "../helpers/asset-upload";

describe("assets", () => {
  it("decides the content type from the bytes, for each allowed format", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const frame = (color: string) => sharp({ create: { width: 6, height: 4, channels: 3, background: color } }).png().toBuffer();
    const cases = [
      { bytes: await solid(10, 7).jpeg().toBuffer(), type: "image/jpeg", width: 10, height: 7, duration: null },
      { bytes: await solid(9, 5).webp().toBuffer(), type: "image/webp", width: 9, height: 5, duration: null },
      { bytes: await solid(4, 3).gif().toBuffer(), type: "image/gif", width: 4, height: 3, duration: null },
      {
        bytes: await sharp([await frame("#f00"), await frame("#00f")], { join: { animated: true } }).gif({ delay: [100, 150] }).toBuffer(),
        type: "image/gif",
        width: 6,
        height: 4,
        duration: 0.25,
      },
    ];
    for (const [i, c] of cases.entries()) {
      // The declared part type is not trusted; without a file name the asset is named after its type.
      const part = i % 2 ? { bytes: c.bytes, filename: "photo", type: "text/plain" } : { bytes: c.bytes, filename: "", type: "application/octet-stream" };
      const res = await upload(token, project.id, form({ "asset[file]": part }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.asset).toMatchObject({ content_type: c.type, width: c.width, height: c.height, duration_seconds: c.duration, byte_size: c.bytes.length });
      expect(res.body.asset.filename).toBe(i % 2 ? "photo" : `upload.${c.type === "image/jpeg" ? "jpg" : c.type.slice(6)}`);
      const file = await api.get(`${base(project.id)}/${res.body.asset.id}/file`, { token });
      expect(file.headers.get("content-type")).toBe(c.type);
    }
  });

  it("refuses fake image bytes and other file types with 422 validation_failed", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const real = await png();
    const bad = [
      { bytes: Buffer.concat([real.subarray(0, 8), Buffer.from("definitely not the rest of a PNG file")]), detail: /asset\.file: is not a readable PNG image/ },
      { bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]), detail: /asset\.file: is not a readable JPG image/ },
      { bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'/>"), detail: /asset\.file: must be a PNG, JPEG, GIF or WebP image/ },
      { bytes: Buffer.from("%PDF-1.7\n..."), detail: /asset\.file: must be a PNG, JPEG, GIF or WebP image/ },
      { bytes: await solid(5, 5).tiff().toBuffer(), detail: /asset\.file: must be a PNG, JPEG, GIF or WebP image/ },
      { bytes: Buffer.alloc(0), detail: /asset\.file: is empty/ },
    ];
    for (const c of bad) {
      const res = await upload(token, project.id, form({ "asset[file]": { bytes: c.bytes, filename: "x.png", type: "image/png" } }));
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("validation_failed");
      expect(res.body.error.details).toEqual([expect.stringMatching(c.detail)]);
    }
    expect((await api.get(base(project.id), { token })).body.assets).toEqual([]);
  });

  it("refuses malformed forms: missing file, two files, wrong part name, wrong content type, bad fields", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const bytes = await png();

    const asText = await upload(token, project.id, form({ "asset[file]": "iVBORw0KGgo=" }));
    expect(asText.status).toBe(422);
    expect(asText.body.error.details).toEqual(
      expect.arrayContaining(["asset.file: must be a file part (with a filename), not a text field"]),
    );

    const missing = await upload(token, project.id, form({ "asset[asset_type]": "logo" }));
    expect(missing.status).toBe(422);
    expect(missing.body.error.details).toEqual(["asset.file: is required (one image in the asset[file] part)"]);

    const two = new FormData();
    two.append("asset[file]", new Blob([new Uint8Array(bytes)]), "a.png");
    two.append("asset[file]", new Blob([new Uint8Array(bytes)]), "b.png");
    const twoRes = await upload(token, project.id, two);
    expect(twoRes.status).toBe(422);
    expect(twoRes.body.error.details).toEqual(["asset.file: exactly one file is allowed per upload"]);

    const wrongName = await upload(token, project.id, form({ file: { bytes, filename: "a.png" } }));
    expect(wrongName.status).toBe(422);
    expect(wrongName.body.error.details).toEqual(
      expect.arrayContaining(["file: unexpected file part; send the image in asset[file]", expect.stringMatching(/^asset\.file: is required/)]),
    );

    const badFields = await upload(
      token,
      project.id,
      form({ "asset[file]": { bytes, filename: "a.png" }, "asset[asset_type]": "Not A Type!", "asset[description]": "x".repeat(5001) }),
    );
    expect(badFields.status).toBe(422);
    expect(badFields.body.error.details).toEqual([expect.stringMatching(/^asset\.asset_type: /), expect.stringMatching(/^asset\.description: /)]);

    const json = await api.post(base(project.id), { asset: { asset_type: "logo" } }, { token });
    expect(json.status).toBe(422);
    expect(json.body.error.details).toEqual(["body: must be multipart/form-data with the image in the asset[file] part"]);

    const noBoundary = await call("POST", base(project.id), undefined, { token, body: "x", headers: { "content-type": "multipart/form-data; charset=utf-8" } });
    expect(noBoundary.status).toBe(422);
    expect(noBoundary.body.error.code).toBe("validation_failed");

    const truncated = await call("POST", base(project.id), undefined, {
      token,
      body: "--XYZ\r\nContent-Disposition: form-data; name=\"asset[file]\"; filename=\"a.png\"\r\n\r\nabc",
      headers: { "content-type": "multipart/form-data; boundary=XYZ" },
    });
    expect(truncated.status).toBe(422);
    expect(truncated.body.error.code).toBe("validation_failed");

    expect((await api.get(base(project.id), { token })).body.assets).toEqual([]);
  });

  it("refuses uploads over 10 MB with 413 payload_too_large, by Content-Length or while streaming", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const header = await png();
    const big = Buffer.alloc(11 * 1024 * 1024, 7);
    header.copy(big);

    // An 11 MB file, streamed without a declared length: aborted once past the limit.
    const streamed = await upload(token, project.id, form({ "asset[file]": { bytes: big, filename: "big.png", type: "image/png" } }));
    expect(streamed.status).toBe(413);
    expect(streamed.body.error).toMatchObject({ code: "payload_too_large", message: expect.stringMatching(/10 MB/) });

    // A declared Content-Length over the limit is refused before the body is read.
    const declared = await upload(token, project.id, form({ "asset[file]": { bytes: header, filename: "a.png" } }), {
      "content-length": String(11 * 1024 * 1024),
    });
    expect(declared.status).toBe(413);
    expect(declared.body.error.code).toBe("payload_too_large");

    expect((await api.get(base(project.id), { token })).body.assets).toEqual([]);

    // Exactly 10 MB is allowed (a whole PNG followed by padding: sharp reads the image, the size is the file's).
    const atLimit = Buffer.alloc(MAX_ASSET_BYTES, 7);
    header.copy(atLimit);
    const edge = await upload(token, project.id, form({ "asset[file]": { bytes: atLimit, filename: "edge.png" } }));
    expect(edge.status).toBe(201);
    expect(edge.body.asset).toMatchObject({ byte_size: MAX_ASSET_BYTES, content_type: "image/png", width: 32, height: 20 });
    const oneMore = Buffer.concat([atLimit, Buffer.from([7])]);
    const over = await upload(token, project.id, form({ "asset[file]": { bytes: oneMore, filename: "edge.png" } }));
    expect(over.status).toBe(413);
  });

  it("stops reading an endless body instead of buffering it", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const chunk = new Uint8Array(64 * 1024).fill(65);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('--B\r\nContent-Disposition: form-data; name="asset[file]"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n'));
      },
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const req = new Request(`http://adlab.test${base(project.id)}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "multipart/form-data; boundary=B" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    const res = await v1POST(req);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(MAX_ASSET_BYTES * 1.5);
  });
});
