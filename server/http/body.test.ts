import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { jsonDepth, parseJsonText, readBodyBytes, readBodyText, readWrapped } from "./body";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) => new Request("http://adlab.test/api/v1/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

/** A body sent in chunks, without a Content-Length. */
function chunked(...chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
}

/** The error a client gets: status, code and message or details. */
async function refusal(work: () => unknown): Promise<{ status: number; code: string; message: string; details?: string[] }> {
  try {
    await work();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) };
    throw error;
  }
  throw new Error("not refused");
}

describe("reading a body", () => {
  it("takes a body of exactly the limit, and refuses one byte more with 413, declared or chunked", async () => {
    expect((await readBodyBytes(post("x".repeat(10)), 10)).toString()).toBe("x".repeat(10));
    expect((await readBodyBytes(post(chunked("xxxxx", "xxxxx")), 10)).length).toBe(10);
    const tooLarge = { status: 413, code: "payload_too_large", message: "Request bodies here are limited to 10 bytes." };
    expect(await refusal(() => readBodyBytes(post("x".repeat(11)), 10))).toEqual(tooLarge);
    expect(await refusal(() => readBodyBytes(post(chunked("xxxxxx", "xxxxxx")), 10))).toEqual(tooLarge);
  });

  it("refuses a declared Content-Length over the limit before reading", async () => {
    expect(await refusal(() => readBodyBytes(post("tiny", { "content-length": "5000" }), 10))).toMatchObject({ status: 413 });
  });

  it("is empty without a body, and refuses bytes that are not UTF-8 with 400", async () => {
    expect((await readBodyBytes(new Request("http://adlab.test/"), 10)).length).toBe(0);
    expect(await readBodyText(post("café ☕"))).toBe("café ☕");
    expect(await refusal(() => readBodyText(post(new Uint8Array([0x7b, 0xff, 0x7d]))))).toEqual({ status: 400, code: "invalid_body", message: "The request body is not valid UTF-8." });
  });
});

describe("JSON from a client", () => {
  it("measures nesting without parsing, skipping brackets inside strings", () => {
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[{{{\\"]]]"}')).toBe(1);
    expect(jsonDepth("42")).toBe(0);
  });

  it("takes 32 levels and refuses the 33rd with 400 invalid_json", async () => {
    expect(parseJsonText("[".repeat(32) + "]".repeat(32))).toHaveLength(1);
    expect(await refusal(() => parseJsonText("[".repeat(33) + "]".repeat(33)))).toEqual({ status: 400, code: "invalid_json", message: "JSON nested deeper than 32 levels is not accepted." });
  });

  it("refuses an empty or malformed body with 400 invalid_json", async () => {
    expect(await refusal(() => parseJsonText("  \n"))).toEqual({ status: 400, code: "invalid_json", message: "The request body is empty; send a JSON object." });
    expect(await refusal(() => parseJsonText('{"a":1,}'))).toEqual({ status: 400, code: "invalid_json", message: "The request body is not valid JSON." });
  });

  it("unwraps the fields under the resource's key, else answers 422 naming what is wrong", async () => {
    expect(await readWrapped(post('{"audience":{"name":"Runners"}}'), "audience")).toEqual({ name: "Runners" });
    expect(await refusal(() => readWrapped(post("[]"), "audience"))).toMatchObject({ status: 422, details: ['body: must be a JSON object wrapping the fields under "audience"'] });
    expect(await refusal(() => readWrapped(post('{"name":"Runners"}'), "audience"))).toMatchObject({ status: 422, details: ["audience: is required and must be an object"] });
    expect(await refusal(() => readWrapped(post('{"audience":["Runners"]}'), "audience"))).toMatchObject({ status: 422, details: ["audience: is required and must be an object"] });
  });
});
