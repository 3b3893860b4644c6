import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createAccount } from "../helpers/factories";

describe("GET /api/v1/account", () => {
  it("reports the balance and the cost of each output", async () => {
    const { token, email, userId } = await createAccount(1234);
    const res = await api.get("/api/v1/account", { token });
    expect(res.status).toBe(200);
    expect(res.body.account).toEqual({
      user_id: userId,
      email,
      token_balance: 1234,
      output_options: [
        expect.objectContaining({ id: "image", token_cost: 25, cost_basis: "per_variant" }),
        expect.objectContaining({ id: "video", token_cost: 163, cost_basis: "per_variant" }),
      ],
    });
  });
});
