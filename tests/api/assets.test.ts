import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { storage } from "@/server/storage";
import { readAssetBytes } from "@/server/assets/service";
import { MAX_ASSET_BYTES } from "@/server/assets/upload";
import { POST as uploadRoute } from "@/app/api/v1/projects/[id]/assets/route";
import { api, call } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";

const base = (project: string) => `/api/v1/projects/${project}/assets`;

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#3366cc" } });
const png = () => solid(32, 20).png().toBuffer();

function form(parts: Record<string, string | { bytes: Buffer; filename?: string; type?: string }>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === "string") data.append(name, value);
    else data.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? "application/octet-stream" }), value.filename ?? "file.bin");
  }
  return data;
}

const upload = (token: string, project: string, data: FormData, headers: Record<string, string> = {}) =>
  call("POST", base(project), undefined, { token, body: data, headers });

async function uploadPng(token: string, project: string, extra: Record<string, string> = {}) {
  const res = await upload(token, project, form({ "asset[file]": { bytes: await png(), filename: "logo.png", type: "image/png" }, ...extra }));
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.asset as { id: string; [k: string]: any };
}

describe("assets", () => {
  it("uploads an image, reads, lists, downloads, patches and deletes it", async () => {
    const { token, userId } = await createAccount();
    const project = await createProject(token);
    const bytes = await png();
    const res = await upload(
      token,
      project.slug,
      form({
        "asset[file]": { bytes, filename: "brand logo.png", type: "image/png" },
        "asset[asset_type]": "logo",
        "asset[description]": "Primary logo on blue",
        "asset[metadata][color]": "blue",
        "asset[metadata][variant]": "dark",
        "asset[license_metadata][owner]": "Brewly Inc.",
        unrelated: "ignored",
      }),
    );
    expect(res.status).toBe(201);
    const asset = res.body.asset;
    expect(asset).toMatchObject({
      project_id: project.id,
      user_id: userId,
      asset_type: "logo",
      source: "upload",
      status: "ready",
      filename: "brand logo.png",
      content_type: "image/png",
      byte_size: bytes.length,
      width: 32,
      height: 20,
      duration_seconds: null,
      description: "Primary logo on blue",
      metadata: { color: "blue", variant: "dark" },
      license_metadata: { owner: "Brewly Inc." },
      file_url: `http://adlab.test/api/v1/projects/${project.id}/assets/${asset.id}/file`,
    });
    expect(Object.keys(asset).sort()).toEqual(
      ["asset_type", "byte_size", "content_type", "created_at", "description", "duration_seconds", "file_url", "filename", "height", "id", "license_metadata", "metadata", "project_id", "source", "status", "updated_at", "user_id", "width"].sort(),
    );

    expect((await api.get(`${base(project.id)}/${asset.id}`, { token })).body.asset).toEqual(asset);
    expect((await api.get(`/api/v1/projects/${project.id}`, { token })).body.project.assets_count).toBe(1);

    const second = await uploadPng(token, project.id);
    expect(second).toMatchObject({ asset_type: "product", description: "", metadata: {}, license_metadata: {}, filename: "logo.png" });
    const list = await api.get(base(project.id), { token });
    expect(list.body.assets.map((a: { id: string }) => a.id)).toEqual([second.id, asset.id]);
    expect(list.body.next_cursor).toBeNull();
    expect((await api.get(`/api/v1/projects/${project.id}`, { token })).body.project.assets_count).toBe(2);

    const file = await api.get(new URL(asset.file_url).pathname, { token });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("content-length")).toBe(String(bytes.length));
    expect(file.bytes.equals(bytes)).toBe(true);
    expect((await api.get(new URL(asset.file_url).pathname)).status).toBe(401);

    const { organizationId } = await (await db()).asset.findUniqueOrThrow({ where: { id: asset.id } });
    const read = await readAssetBytes(organizationId, asset.id);
    expect(read).toMatchObject({ id: asset.id, contentType: "image/png", width: 32, height: 20, assetType: "logo" });
    expect(read.bytes.equals(bytes)).toBe(true);

    const patched = await api.patch(
      `${base(project.id)}/${asset.id}`,
      { asset: { asset_type: "product", filename: "renamed.png", description: "", metadata: { shot: "front" }, license_metadata: {} } },
      { token },
    );
    expect(patched.status).toBe(200);
    expect(patched.body.asset).toMatchObject({ asset_type: "product", filename: "renamed.png", description: "", metadata: { shot: "front" }, license_metadata: {}, content_type: "image/png" });

    const row = await (await db()).asset.findUniqueOrThrow({ where: { id: asset.id } });
    expect(row.storageKey).toBe(`assets/${row.organizationId}/${asset.id}/original`);
    expect(await storage().exists(row.storageKey)).toBe(true);
    const deleted = await api.delete(`${base(project.id)}/${asset.id}`, { token });
    expect(deleted.status).toBe(204);
    expect(deleted.bytes.length).toBe(0);
    expect(await storage().exists(row.storageKey)).toBe(false);
    expect((await api.get(`${base(project.id)}/${asset.id}`, { token })).status).toBe(404);
    expect((await api.get(`${base(project.id)}/${asset.id}/file`, { token })).status).toBe(404);
    await expect(readAssetBytes(row.organizationId, asset.id)).rejects.toMatchObject({ status: 404 });
    expect((await api.get(`/api/v1/projects/${project.id}`, { token })).body.project.assets_count).toBe(1);
  });

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
    const res = await uploadRoute(req, { params: Promise.resolve({ id: project.id }) });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(MAX_ASSET_BYTES * 1.5);
  });

  it("validates PATCH bodies", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const asset = await uploadPng(token, project.id);
    const res = await api.patch(`${base(project.id)}/${asset.id}`, { asset: { filename: "../etc/passwd", asset_type: "", metadata: [] } }, { token });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([expect.stringMatching(/^asset\.filename: /), expect.stringMatching(/^asset\.asset_type: /), expect.stringMatching(/^asset\.metadata: /)]),
    );
    expect((await api.patch(`${base(project.id)}/${asset.id}`, "{bad", { token })).status).toBe(400);
    expect((await api.patch(`${base(project.id)}/${asset.id}`, { filename: "x.png" }, { token })).body.error.details).toEqual([
      "asset: is required and must be an object",
    ]);
  });

  it("removes the stored files when their project is deleted", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const keep = await createProject(token, { name: "Keep" });
    const ids = [(await uploadPng(token, project.id)).id, (await uploadPng(token, project.id)).id];
    const kept = await uploadPng(token, keep.id);
    const rows = await (await db()).asset.findMany({ where: { id: { in: [...ids, kept.id] } } });
    for (const row of rows) expect(await storage().exists(row.storageKey)).toBe(true);
    expect((await api.delete(`/api/v1/projects/${project.id}`, { token })).status).toBe(204);
    for (const row of rows) expect(await storage().exists(row.storageKey)).toBe(row.id === kept.id);
    expect((await api.get(`${base(keep.id)}/${kept.id}/file`, { token })).status).toBe(200);
  });

  it("answers 404 for unknown ids and another account's assets", async () => {
    const alice = await createAccount();
    const bob = await createAccount();
    const project = await createProject(alice.token);
    const asset = await uploadPng(alice.token, project.id);
    const bobProject = await createProject(bob.token);

    for (const path of [`${base(project.id)}/${asset.id}`, `${base(bobProject.id)}/${asset.id}`]) {
      for (const res of [
        await api.get(path, { token: bob.token }),
        await api.get(`${path}/file`, { token: bob.token }),
        await api.patch(path, { asset: { description: "mine now" } }, { token: bob.token }),
        await api.delete(path, { token: bob.token }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe("not_found");
      }
    }
    expect((await api.get(base(project.id), { token: bob.token })).status).toBe(404);
    expect((await upload(bob.token, project.id, form({ "asset[file]": { bytes: await png() } }))).status).toBe(404);
    // The project is checked first: an unknown project is 404 even for a body that would be refused.
    expect((await api.post(base(randomUUID()), { not: "multipart" }, { token: bob.token })).status).toBe(404);
    const org = (await (await db()).asset.findUniqueOrThrow({ where: { id: asset.id } })).organizationId;
    const bobOrg = (await (await db()).project.findUniqueOrThrow({ where: { id: bobProject.id } })).organizationId;
    await expect(readAssetBytes(bobOrg, asset.id)).rejects.toMatchObject({ status: 404, code: "not_found" });
    await expect(readAssetBytes(org, "not-a-uuid")).rejects.toMatchObject({ status: 404 });

    for (const ref of [randomUUID(), "not-a-uuid", "logo"]) {
      expect((await api.get(`${base(project.id)}/${ref}`, { token: alice.token })).status).toBe(404);
      expect((await api.get(`${base(project.id)}/${ref}/file`, { token: alice.token })).status).toBe(404);
    }
    expect((await api.get(base(randomUUID()), { token: alice.token })).status).toBe(404);
    // The owner still sees it, by project slug too.
    expect((await api.get(`${base(project.slug)}/${asset.id}`, { token: alice.token })).body.asset.id).toBe(asset.id);
  });
});
