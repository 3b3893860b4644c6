import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { afterFirstResponse } from "./first-response";

describe("afterFirstResponse", () => {
  it("runs once, when the first response has been sent, not before and not again", async () => {
    const calls: string[] = [];
    const server = http.createServer((_req, res) => {
      calls.push("answering");
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      let ran!: () => void;
      const done = new Promise<void>((resolve) => (ran = resolve));
      afterFirstResponse(() => {
        calls.push("warm");
        ran();
      });
      expect(calls).toEqual([]);
      await fetch(url).then((res) => res.text());
      await done;
      await fetch(url).then((res) => res.text());
      expect(calls).toEqual(["answering", "warm", "answering"]);
    } finally {
      server.close();
    }
  });
});
