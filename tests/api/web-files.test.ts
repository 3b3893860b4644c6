import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { lastMailTo, linkIn } from "../helpers/mail";
import { confirmAccount } from "@/server/accounts/confirmation";
import { TRACKS } from "@/shared/music";
import { GET as webMusicPreview } from "@/app/(app)/files/music/[id]/route";

const COOKIE = "authjs.session-token";

async function confirmedAccount() {
  const email = `web-files-${randomUUID()}@example.com`;
  const ip = `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  expect((await api.post("/api/v1/accounts", { email }, { headers: { "x-forwarded-for": ip } })).status).toBe(202);
  const link = linkIn(lastMailTo(email)!.raw, "/confirm?token=")!;
  const confirmed = await confirmAccount(new URL(link).searchParams.get("token")!);
  return { session: confirmed.session.sessionToken, token: confirmed.api_key.secret };
}

const webGet = (trackId: string, headers: Record<string, string> = {}) =>
  webMusicPreview(new Request(`http://localhost/files/music/${trackId}`, { headers }), { params: Promise.resolve({ id: trackId }) });

describe("web app file routes", () => {
  it("serve the signed-in browser session with the headers of every file response, and refuse anyone else", async () => {
    const anonymous = await webGet(TRACKS[0].id);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { message: string } }).error.message).toBe("Sign in to continue.");
    expect(anonymous.headers.get("x-request-id")).toBeTruthy();
    expect((await webGet(TRACKS[0].id, { authorization: "Bearer adlab_nope" })).status).toBe(401);

    const { session, token } = await confirmedAccount();
    const trackId = TRACKS[0].id;
    const whole = await webGet(trackId, { cookie: `${COOKIE}=${session}` });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("audio/mp4");
    expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
    expect(whole.headers.get("content-security-policy")).toMatch(/^sandbox;/);
    const size = Number(whole.headers.get("content-length"));
    expect((await whole.arrayBuffer()).byteLength).toBe(size);

    const part = await webGet(trackId, { cookie: `${COOKIE}=${session}`, range: "bytes=0-9" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-9/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(10);
    const outside = await webGet(trackId, { cookie: `${COOKIE}=${session}`, range: `bytes=${size + 10}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("content-range")).toBe(`bytes */${size}`);

    // A bearer key works on the web route too, and the REST route answers the same file the same way.
    expect((await webGet(trackId, { authorization: `Bearer ${token}` })).status).toBe(200);
    const rest = await api.get(`/api/v1/music/${trackId}/preview`, { token, headers: { range: "bytes=0-9" } });
    expect(rest.status).toBe(206);
    expect(rest.headers.get("x-content-type-options")).toBe("nosniff");
    expect(rest.headers.get("content-security-policy")).toMatch(/^sandbox;/);
  });
});
