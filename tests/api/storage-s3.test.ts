import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itOnce } from "../helpers/engines";
import { db } from "@/server/db/client";
import { drainJobs } from "@/server/jobs/runner";
import { storage } from "@/server/storage";
import { migrateFiles } from "@/server/storage/migrate";
import { S3Storage } from "@/server/storage/s3";
import { api, call } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { startS3rver } from "../helpers/s3rver";

let s3: Awaited<ReturnType<typeof startS3rver>>;
let restoreEnv: () => void;

beforeAll(async () => {
  s3 = await startS3rver();
  restoreEnv = s3.use();
});
afterAll(async () => {
  restoreEnv?.();
  await s3?.close();
});

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe("S3 storage (s3rver on loopback)", () => {
  itOnce("puts, gets, ranges, checks and deletes objects in the bucket", async () => {
    const bucket = storage();
    expect(bucket).toBeInstanceOf(S3Storage);
    expect(await bucket.put("org/a/file.txt", Buffer.from("hello bucket"))).toBe(12);
    expect((await bucket.read("org/a/file.txt"))!.toString()).toBe("hello bucket");
    const whole = await bucket.get("org/a/file.txt");
    expect(whole!.size).toBe(12);
    expect(whole!.range).toBeUndefined();
    expect((await text(whole!.stream)).toString()).toBe("hello bucket");
    const part = await bucket.get("org/a/file.txt", { start: 6, end: 9 });
    expect(part).toMatchObject({ size: 12, range: { start: 6, end: 9 } });
    expect((await text(part!.stream)).toString()).toBe("buck");
    const tail = await bucket.get("org/a/file.txt", { suffix: 3 });
    expect(tail!.range).toEqual({ start: 9, end: 11 });
    expect((await text(tail!.stream)).toString()).toBe("ket");
    expect((await bucket.get("org/a/file.txt", { start: 50 }))!.range).toBe("unsatisfiable");
    expect(await bucket.exists("org/a/file.txt")).toBe(true);
    expect(await bucket.get("org/a/missing.txt")).toBeNull();
    expect(await bucket.read("org/a/missing.txt")).toBeNull();
    await bucket.delete("org/a/file.txt");
    expect(await bucket.exists("org/a/file.txt")).toBe(false);
    await expect(bucket.get("../escape")).rejects.toThrow(/invalid storage key/);
  });

  itOnce("streams a 12 MB body as a multipart upload (5 MiB parts) and reads it back whole and by range", async () => {
    const bytes = Buffer.alloc(12 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32BE(i, i);
    // A stream of unknown length, in uneven chunks, as an upload or a render arrives.
    const chunks = [bytes.subarray(0, 3_000_000), bytes.subarray(3_000_000, 9_000_001), bytes.subarray(9_000_001)];
    // Count the commands the client sends: a multipart upload is one create, a part per 5 MiB, one complete.
    const sent: string[] = [];
    const client = (storage() as S3Storage).client;
    client.middlewareStack.add((next, context) => (args) => (sent.push(String(context.commandName)), next(args)), { step: "initialize", name: "countCommands" });
    try {
      expect(await storage().put("org/big.bin", Readable.from(chunks))).toBe(bytes.length);
    } finally {
      client.middlewareStack.remove("countCommands");
    }
    expect(sent.filter((c) => c !== "PutObjectCommand").sort()).toEqual([
      "CompleteMultipartUploadCommand",
      "CreateMultipartUploadCommand",
      "UploadPartCommand",
      "UploadPartCommand",
      "UploadPartCommand",
    ]);
    expect((await storage().read("org/big.bin"))!.equals(bytes)).toBe(true);
    const range = await storage().get("org/big.bin", { start: 8 * 1024 * 1024, end: 8 * 1024 * 1024 + 9 });
    expect((await text(range!.stream)).equals(bytes.subarray(8 * 1024 * 1024, 8 * 1024 * 1024 + 10))).toBe(true);
  });

  it("an asset uploaded and an ad rendered through the API live in the bucket and download from it, with ranges", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const logo = await sharp({ create: { width: 64, height: 40, channels: 3, background: "#cc3366" } }).png().toBuffer();
    const data = new FormData();
    data.append("asset[file]", new Blob([new Uint8Array(logo)], { type: "image/png" }), "logo.png");
    data.append("asset[asset_type]", "logo");
    const uploaded = await call("POST", `/api/v1/projects/${project.id}/assets`, undefined, { token, body: data });
    expect(uploaded.status).toBe(201);
    const row = await (await db()).asset.findUniqueOrThrow({ where: { id: uploaded.body.asset.id } });
    expect(await storage().exists(row.storageKey)).toBe(true);
    // Nothing under DATA_DIR/files: the bucket is the only copy.
    expect(await new (await import("@/server/storage/local-disk")).LocalDiskStorage(path.join(process.env.DATA_DIR!, "files")).exists(row.storageKey)).toBe(false);

    const file = `/api/v1/projects/${project.id}/assets/${row.id}/file`;
    const whole = await api.get(file, { token });
    expect(whole.status).toBe(200);
    expect(whole.bytes.equals(logo)).toBe(true);
    const ranged = await api.get(file, { token, headers: { range: "bytes=0-7" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 0-7/${logo.length}`);
    expect(ranged.bytes.equals(logo.subarray(0, 8))).toBe(true);
    expect((await api.get(file, { token, headers: { range: `bytes=${logo.length + 10}-` } })).status).toBe(416);

    // An upload that fails the magic-byte check keeps nothing in the bucket.
    const before = await listKeys();
    const bad = new FormData();
    bad.append("asset[file]", new Blob([new Uint8Array(Buffer.from("not an image at all"))], { type: "image/png" }), "x.png");
    expect((await call("POST", `/api/v1/projects/${project.id}/assets`, undefined, { token, body: bad })).status).toBe(422);
    expect(await listKeys()).toEqual(before);

    const created = await api.post(`/api/v1/projects/${project.id}/ads`, { ad: { output: "image", placements: ["square"] } }, { token });
    expect(created.status).toBe(202);
    await drainJobs({ adIds: [created.body.ad.id] });
    const png = await api.get(`/api/v1/projects/${project.id}/ads/${created.body.ad.id}/file.png`, { token });
    expect(png.status).toBe(200);
    expect(png.bytes.subarray(1, 4).toString()).toBe("PNG");
    const adRow = await (await db()).adFile.findFirstOrThrow({ where: { adId: created.body.ad.id, format: "png" } });
    expect((await storage().read(adRow.storageKey!))!.equals(png.bytes)).toBe(true);
    const head = await api.get(`/api/v1/projects/${project.id}/ads/${created.body.ad.id}/file.png`, { token, headers: { range: "bytes=0-3" } });
    expect(head.status).toBe(206);
    expect(head.bytes.equals(png.bytes.subarray(0, 4))).toBe(true);

    // S3_PRESIGN=1: the download is a redirect to a short-lived URL that serves the same bytes.
    process.env.S3_PRESIGN = "1";
    try {
      const redirect = await api.get(file, { token });
      expect(redirect.status).toBe(302);
      const location = redirect.headers.get("location")!;
      expect(location).toContain("X-Amz-Expires=300");
      const direct = await fetch(location);
      expect(direct.status).toBe(200);
      expect(Buffer.from(await direct.arrayBuffer()).equals(logo)).toBe(true);
    } finally {
      delete process.env.S3_PRESIGN;
    }
  }, 120_000);

  itOnce("migrates DATA_DIR/files into the bucket, and a second run copies nothing again", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "adlab-migrate-"));
    mkdirSync(path.join(root, "org1", "assets"), { recursive: true });
    writeFileSync(path.join(root, "org1", "assets", "one.png"), "one");
    writeFileSync(path.join(root, "org1", "two.mp4"), "two");
    writeFileSync(path.join(root, "org1", "two.mp4.abc.tmp"), "half a write");
    expect(await migrateFiles(root, storage())).toEqual({ copied: 2, skipped: 0 });
    expect((await storage().read("org1/assets/one.png"))!.toString()).toBe("one");
    expect((await storage().read("org1/two.mp4"))!.toString()).toBe("two");
    expect(await storage().exists("org1/two.mp4.abc.tmp")).toBe(false);
    expect(await migrateFiles(root, storage())).toEqual({ copied: 0, skipped: 2 });
  });
});

async function listKeys() {
  const { ListObjectsV2Command } = await import("@aws-sdk/client-s3");
  const out = await (storage() as S3Storage).client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET }));
  return (out.Contents ?? []).map((o) => o.Key).sort();
}
