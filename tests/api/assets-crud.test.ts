import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { storage } from "@/server/storage";
import { readAssetBytes } from "@/server/assets/service";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { assetsPath as base, form, png, upload, uploadPng } from "../helpers/asset-upload";

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
