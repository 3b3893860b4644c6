import { describe, expect, it } from "vitest";
import { adlab, createAccount, request, server } from "./server";

// The README's first steps against `npm start`: the operator CLI hands its commands to the running server.
describe("the adlab CLI beside the running server", () => {
  it("creates an account whose key works at once, grants tokens and makes a second key", async () => {
    const email = `cli-${Date.now()}@example.com`;
    const key = (await adlab("accounts", "create", "--email", email, "--tokens", "250")).trim().split("\n").at(-1)!;
    expect(key).toMatch(/^adlab_[A-Za-z0-9_-]{40}$/);
    const balance = async (k: string) => (await request("GET", "/api/v1/account", { key: k })).json.account.token_balance;
    expect(await balance(key)).toBe(250);

    expect(await adlab("tokens", "grant", "--email", email, "--amount", "50")).toContain("token_balance: 300");
    const second = (await adlab("keys", "create", "--email", email, "--name", "ci")).trim().split("\n").at(-1)!;
    expect(second).not.toBe(key);
    expect(await balance(second)).toBe(300);
  });

  it("the harness's own account helper: the same command, handed over without the CLI's process", async () => {
    const { key } = await createAccount(40);
    expect((await request("GET", "/api/v1/account", { key })).json.account.token_balance).toBe(40);
    expect(server.servingPid()).toBeGreaterThan(0);
  });
});
