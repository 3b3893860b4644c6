import { statSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { api, call } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { lastMailTo } from "../helpers/mail";
import { proxy } from "@/proxy";

// Issue 14.12, the smaller ones: framing, UTF-8 upload names, private mail files (401 with
// WWW-Authenticate: tests/api/rate-limit-fronts.test.ts).

describe("smaller hardening", () => {
  it("forbids framing the web app (X-Frame-Options and frame-ancestors)", () => {
    for (const page of ["/account", "/signin", "/projects"]) {
      const res = proxy(new NextRequest(`http://adlab.test${page}`));
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
    expect(proxy(new NextRequest("http://adlab.test/api/graphql")).headers.get("x-frame-options")).toBe("DENY");
  });

  it("keeps UTF-8 upload filenames", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } }).png().toBuffer();
    for (const [sent, stored] of [
      ["ünï 文件.png", "ünï 文件.png"],
      ["Ελληνικά файл.png", "Ελληνικά файл.png"],
    ]) {
      const data = new FormData();
      data.append("asset[asset_type]", "logo");
      data.append("asset[file]", new Blob([new Uint8Array(png)], { type: "image/png" }), sent);
      const res = await call("POST", `/api/v1/projects/${project.id}/assets`, undefined, { token, body: data });
      expect(res.status, `${sent} ${JSON.stringify(res.body)}`).toBe(201);
      expect(res.body.asset.filename).toBe(stored);
    }
  });

  it("strips control characters from an upload's part headers instead of refusing the upload", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } }).png().toBuffer();
    const boundary = "----adlab-test-boundary";
    const part = (headers: string, body: Buffer | string) => Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from("\r\n")]);
    const body = Buffer.concat([
      part('Content-Disposition: form-data; name="asset[asset_type]"', "logo"),
      part('Content-Disposition: form-data; name="asset[file]"; filename="lo\u0001go\u007f ünï.png"\r\nContent-Type: image/png', png),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const res = await call("POST", `/api/v1/projects/${project.id}/assets`, undefined, {
      token,
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.asset.filename).toBe("logo ünï.png");
    expect(res.body.asset).toMatchObject({ width: 8, height: 8, content_type: "image/png" });
  });

  it("writes mail (sign-in links) readable by adlab's user only", async () => {
    const email = `perm-${Date.now()}@example.com`;
    await api.post("/api/v1/accounts", { email }, { headers: { "x-forwarded-for": "10.88.0.1" } });
    const mail = lastMailTo(email)!;
    expect(statSync(mail.file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(mail.file)).mode & 0o777).toBe(0o700);
  });
});
