import { describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { createAccount, createProject } from "../helpers/factories";
import { trpcAs } from "../helpers/fronts";
import { createCallerFactory } from "@/server/trpc/init";
import { appRouter } from "@/server/trpc/root";
import { operatorCommands } from "@/server/accounts/operator-commands";
import { db } from "@/server/db/client";
import { grantTokens } from "@/server/accounts/service";

/** The tRPC caller a signed-in browser session gets (no API key on the actor). */
async function sessionCaller(email: string) {
  const prisma = await db();
  const user = await prisma.user.findUniqueOrThrow({ where: { email } });
  return createCallerFactory(appRouter)({ actor: { organizationId: user.organizationId, userId: user.id, email } });
}

const codeOf = async (promise: Promise<unknown>) => promise.then(() => "ok", (error: TRPCError) => error.code);

describe("the web Operator page's procedures", () => {
  it("answer NOT_FOUND to everyone without the operator flag, and to an operator's API key", async () => {
    const customer = await createAccount(100);
    const caller = await sessionCaller(customer.email);
    expect(await codeOf(caller.operator.accounts())).toBe("NOT_FOUND");
    const prisma = await db();
    const { organizationId } = await prisma.user.findUniqueOrThrow({ where: { email: customer.email } });
    expect(await codeOf(caller.operator.grantTokens({ organization_id: organizationId, amount: 500 }))).toBe("NOT_FOUND");
    expect((await prisma.organization.findUniqueOrThrow({ where: { id: organizationId } })).tokenBalance).toBe(100);

    const operator = await createAccount(0);
    await operatorCommands["operators.set"]({ email: operator.email });
    // The flag opens the page to the person's browser session only, never to a key an agent holds.
    expect(await codeOf((await trpcAs(operator.token)).operator.accounts())).toBe("NOT_FOUND");
    await operatorCommands["operators.set"]({ email: operator.email, operator: false });
    expect(await codeOf((await sessionCaller(operator.email)).operator.accounts())).toBe("NOT_FOUND");
  });

  it("list every account with balance and usage, and grant through the ledger like the CLI", async () => {
    const operator = await createAccount(0);
    expect(await operatorCommands["operators.set"]({ email: operator.email })).toEqual({ email: operator.email, operator: true });
    const caller = await sessionCaller(operator.email);

    const customer = await createAccount(400);
    const project = await createProject(customer.token);
    const customerCaller = await trpcAs(customer.token);
    await customerCaller.ads.createAds({ project_id: project.id, output: "image", placements: ["square"] });
    const prisma = await db();
    const { organizationId } = await prisma.user.findUniqueOrThrow({ where: { email: customer.email } });
    const spent = 400 - (await prisma.organization.findUniqueOrThrow({ where: { id: organizationId } })).tokenBalance;
    expect(spent).toBeGreaterThan(0);

    const { accounts, usage_window_days } = await caller.operator.accounts();
    expect(usage_window_days).toBe(30);
    const row = accounts.find((a) => a.id === organizationId)!;
    expect(row).toMatchObject({ users: [{ email: customer.email, operator: false }], token_balance: 400 - spent, tokens_spent_recently: spent, ads_count: 1, ads_recently: 1 });
    expect(accounts.find((a) => a.users.some((u) => u.email === operator.email))!.users[0].operator).toBe(true);

    const granted = await caller.operator.grantTokens({ organization_id: organizationId, amount: 250, note: "pilot" });
    expect(granted).toEqual({ organization_id: organizationId, granted: 250, token_balance: 400 - spent + 250 });
    const entry = await prisma.tokenLedgerEntry.findFirstOrThrow({ where: { organizationId }, orderBy: { createdAt: "desc" } });
    expect(entry).toMatchObject({ delta: 250, reason: "grant", balanceAfter: 400 - spent + 250, note: `operator ${operator.email}: pilot` });
    // The CLI's grant books the same kind of entry on the same pool.
    await grantTokens({ email: customer.email, amount: 10 });
    expect((await customerCaller.account.getAccount()).account.token_balance).toBe(400 - spent + 260);
    const grants = await prisma.tokenLedgerEntry.findMany({ where: { organizationId, reason: "grant" }, orderBy: { createdAt: "asc" } });
    expect(grants.map((g) => g.delta)).toEqual([400, 250, 10]);
  });

  it("refuse a bad grant with words, and an unknown account with 404", async () => {
    const operator = await createAccount(0);
    await operatorCommands["operators.set"]({ email: operator.email });
    const caller = await sessionCaller(operator.email);
    const customer = await createAccount(0);
    const prisma = await db();
    const { organizationId } = await prisma.user.findUniqueOrThrow({ where: { email: customer.email } });
    await expect(caller.operator.grantTokens({ organization_id: organizationId, amount: 0 })).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    await expect(caller.operator.grantTokens({ organization_id: organizationId, amount: 1.5 })).rejects.toThrow(/whole number/);
    expect(await codeOf(caller.operator.grantTokens({ organization_id: "00000000-0000-4000-8000-000000000000", amount: 5 }))).toBe("NOT_FOUND");
    await expect(operatorCommands["operators.set"]({ email: "nobody-here@example.com" })).rejects.toThrow(/Account not found/);
  });
});
