import { describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { api } from "../helpers/http";

describe("GET /api/v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document describing the API", async () => {
    const res = await api.get("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(res.body.openapi).toBe("3.1.0");
    const create = res.body.paths["/api/v1/projects"].post;
    const schema = create.requestBody.content["application/json"].schema;
    expect(schema.required).toEqual(["project"]);
    expect(schema.properties.project.required).toEqual(expect.arrayContaining(["name", "description"]));
  });
});
