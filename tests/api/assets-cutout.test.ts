import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { inlineImage, renderableImageRows } from "@/server/assets/render-images";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { form, upload } from "../helpers/asset-upload";
import { graphql, selectionOf, trpcAs } from "../helpers/fronts";
import { SCENE_SVG, STUDIO_SVG } from "../helpers/products";

/**
 * Issue 27: a product shot on white is cut out at upload, once (the decision and the product's bounds in
 * metadata.cutout), a photo in a scene stays a photo; the customer switches the cut-out off and on per
 * asset on every front; brand_kit.logos lists the project's logo assets.
 */
const jpeg = (svg: Buffer) => sharp(svg).jpeg({ quality: 90 }).toBuffer();

async function uploadImage(token: string, project: string, bytes: Buffer, extra: Record<string, string> = {}) {
  const res = await upload(token, project, form({ "asset[file]": { bytes, filename: "shot.jpg", type: "image/jpeg" }, ...extra }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.asset as { id: string; metadata: Record<string, any> };
}

/** What the renderers get for the project's only product image. */
async function rendered(projectId: string) {
  const rows = (await renderableImageRows(projectId)).filter((r) => r.assetType === "product");
  return inlineImage(rows[0]);
}

describe("product cut-outs", () => {
  it("cuts out the shot on white at upload, keeps the scene a photo, and the customer switches it per asset on every front", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const studio = await uploadImage(token, project.id, await jpeg(STUDIO_SVG), { "asset[metadata][sku]": "JAR-1" });
    // The jar stands at 250..550 x 150..550 of the 800 x 700 shot: its bounds, within JPEG's blur.
    expect(studio.metadata).toMatchObject({ sku: "JAR-1", cutout: { applied: true, enabled: true, background: expect.stringMatching(/^#f[a-f0-9]f[a-f0-9]f[a-f0-9]$/), subject_source: "cutout" } });
    expect(studio.metadata.cutout.colors[0]).toMatch(/^#[c-d][0-9a-f]1[0-9a-f][67][0-9a-f]$/); // the jar's magenta
    const b = studio.metadata.cutout.subject;
    for (const [got, want] of [[b.x, 250], [b.y, 150], [b.x + b.width, 550], [b.y + b.height, 550]]) expect(Math.abs(got - want)).toBeLessThanOrEqual(3);

    const ref = await rendered(project.id);
    expect(ref).toMatchObject({ cutout: true, role: "product", src: expect.stringMatching(/^data:image\/png;base64,/) });
    // The cut-out is the jar alone: transparent where the studio was, opaque in the jar (its white label kept).
    const cut = await sharp(Buffer.from(ref!.src.split(",")[1], "base64")).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => cut.data[(Math.round(y * (cut.info.height - 1)) * cut.info.width + Math.round(x * (cut.info.width - 1))) * 4 + 3];
    expect(alphaAt(0.02, 0.05)).toBe(0); // beside the lid
    expect(alphaAt(0.5, 0.6)).toBe(255); // the white label inside the jar
    expect(alphaAt(0.5, 0.3)).toBe(255);

    // Off on REST: the photo as uploaded; the record stays, and a metadata PATCH cannot drop or forge it.
    const off = await api.patch(`/api/v1/projects/${project.id}/assets/${studio.id}`, { asset: { cutout: false, metadata: { sku: "JAR-2", cutout: { applied: false } } } }, { token });
    expect(off.status).toBe(200);
    expect(off.body.asset.metadata).toEqual({ sku: "JAR-2", cutout: { ...studio.metadata.cutout, enabled: false } });
    expect(await rendered(project.id)).toMatchObject({ width: 800, height: 700, src: expect.stringMatching(/^data:image\/jpeg;base64,/) });
    expect((await rendered(project.id))!.cutout).toBeUndefined();

    // On again through tRPC, off through GraphQL, on again through REST with metadata alone kept.
    const caller = await trpcAs(token);
    expect((await caller.assets.updateAsset({ project_id: project.id, asset_id: studio.id, cutout: true })).asset.metadata).toMatchObject({ cutout: { enabled: true } });
    expect((await rendered(project.id))!.cutout).toBe(true);
    const gql = await graphql(token, `mutation($p: String!, $id: String!, $a: UpdateAssetInput!) { updateAsset(projectId: $p, id: $id, asset: $a) { metadata } }`, { p: project.id, id: studio.id, a: { cutout: false } });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.updateAsset.metadata.cutout.enabled).toBe(false);
    const kept = await api.patch(`/api/v1/projects/${project.id}/assets/${studio.id}`, { asset: { metadata: { sku: "JAR-3" } } }, { token });
    expect(kept.body.asset.metadata).toMatchObject({ sku: "JAR-3", cutout: { applied: true, enabled: false } });

    // The scene stays a photo; its subject (the jar near the right edge) is located for the crops.
    const other = await createProject(token);
    const scene = await uploadImage(token, other.id, await jpeg(SCENE_SVG));
    expect(scene.metadata.cutout).toMatchObject({ applied: false, enabled: true, subject_source: "attention" });
    const s = scene.metadata.cutout.subject;
    expect(s.x).toBeLessThanOrEqual(1040);
    expect(s.x + s.width).toBeGreaterThanOrEqual(1340);
    const photo = await rendered(other.id);
    expect(photo).toMatchObject({ width: 1400, height: 700, src: expect.stringMatching(/^data:image\/jpeg;base64,/) });
    expect(photo!.cutout).toBeUndefined();
    expect(photo!.subject!.x).toBeCloseTo(s.x / 1400, 5);

    // A logo is never cut out.
    const logo = await uploadImage(token, other.id, await jpeg(STUDIO_SVG), { "asset[asset_type]": "logo" });
    expect(logo.metadata).toEqual({});
  }, 120_000);
});

describe("brand_kit.logos", () => {
  it("lists the project's logo assets with their file and size on REST, tRPC and GraphQL", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    expect((await api.get(`/api/v1/projects/${project.id}`, { token })).body.project.brand_kit?.logos ?? []).toEqual([]);
    const logo = await uploadImage(token, project.id, await sharp({ create: { width: 400, height: 100, channels: 3, background: "#123456" } }).jpeg().toBuffer(), { "asset[asset_type]": "logo" });
    await uploadImage(token, project.id, await jpeg(STUDIO_SVG)); // a product is not a logo

    const rest = (await api.get(`/api/v1/projects/${project.id}`, { token })).body.project;
    const entry = { asset_id: logo.id, file_url: `http://adlab.test/api/v1/projects/${project.id}/assets/${logo.id}/file`, width: 400, height: 100 };
    expect(rest.brand_kit.logos).toEqual([entry]);
    expect((await (await trpcAs(token)).projects.getProject({ project_id: project.slug })).project.brand_kit).toEqual(rest.brand_kit);
    const gql = await graphql(token, `query($p: String!) { project(id: $p) { ${selectionOf("Project", ["brand_kit"])} } }`, { p: project.id });
    expect(gql.data.project.brand_kit).toEqual(rest.brand_kit);

    // Entries the customer writes stay beside it; one naming the asset is completed, not doubled.
    const patched = await api.patch(`/api/v1/projects/${project.id}`, { project: { brand_kit: { logos: [{ asset_id: logo.id, use: "dark grounds" }, { url: "https://example.com/old.svg" }] } } }, { token });
    expect(patched.body.project.brand_kit.logos).toEqual([{ ...entry, use: "dark grounds" }, { url: "https://example.com/old.svg" }]);
  }, 120_000);
});
