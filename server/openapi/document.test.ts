import { describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { openApiDocument } from "./document";

// The document the API serves at GET /api/v1/openapi.json.
const doc = openApiDocument() as Record<string, any>;

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document describing the API", async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
    const schema = doc.paths["/api/v1/projects"].post.requestBody.content["application/json"].schema;
    expect(schema.required).toEqual(["project"]);
    expect(schema.properties.project.required).toEqual(expect.arrayContaining(["name", "description"]));
  });
});

describe("a slim document", () => {
  it("shares ids, timestamps, path parameters and plain error answers as components, and stays under 225 KB", () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"format":"uuid","pattern"');
    expect(doc.components.schemas.Id).toMatchObject({ type: "string", format: "uuid" });
    expect(doc.components.schemas.DateTime).toMatchObject({ type: "string", format: "date-time" });
    const ad = doc.paths["/api/v1/projects/{project_id}/ads/{ad_id}"];
    expect(ad.get.parameters).toEqual(expect.arrayContaining([{ $ref: "#/components/parameters/project_id" }, { $ref: "#/components/parameters/ad_id" }]));
    expect(doc.components.parameters.project_id).toMatchObject({ name: "project_id", in: "path", required: true });
    const audienceDelete = doc.paths["/api/v1/projects/{project_id}/audiences/{audience_id}"].delete.responses["409"];
    expect(audienceDelete).toMatchObject({ $ref: "#/components/responses/Error", description: expect.stringMatching(/audience_in_use/) });
    expect(text.length).toBeLessThan(225_000);
  });
});

describe("OpenAPI entries for audiences, assets and styles", () => {
  it("documents every endpoint, the multipart upload and the cache headers", () => {
    const audiences = doc.paths["/api/v1/projects/{project_id}/audiences"];
    const audience = doc.paths["/api/v1/projects/{project_id}/audiences/{audience_id}"];
    expect(Object.keys(audiences).sort()).toEqual(["get", "post"]);
    expect(Object.keys(audience).sort()).toEqual(["delete", "get", "patch"]);
    expect(audiences.post.requestBody.content["application/json"].schema).toMatchObject({ required: ["audience"] });
    expect(audiences.post.requestBody.content["application/json"].schema.properties.audience.required).toEqual(["name"]);
    expect(audience.delete.responses["409"].description).toMatch(/audience_in_use/);
    expect(audiences.get.responses["200"].content["application/json"].schema.properties.audiences.items).toEqual({ $ref: "#/components/schemas/Audience" });
    expect(doc.components.schemas.Audience.properties.used_by_ads).toEqual({ type: "boolean" });

    const assets = doc.paths["/api/v1/projects/{project_id}/assets"];
    expect(Object.keys(assets).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/api/v1/projects/{project_id}/assets/{asset_id}"]).sort()).toEqual(["delete", "get", "patch"]);
    const multipart = assets.post.requestBody.content["multipart/form-data"].schema;
    expect(multipart.required).toEqual(["asset[file]"]);
    expect(multipart.properties["asset[file]"]).toMatchObject({ type: "string", format: "binary" });
    expect(assets.post.responses["413"]).toBeDefined();
    expect(doc.paths["/api/v1/projects/{project_id}/assets/{asset_id}/file"].get.responses["200"].content).toHaveProperty(["image/png"]);

    const styles = doc.paths["/api/v1/styles"].get;
    expect(styles.responses["304"]).toBeDefined();
    expect(styles.responses["401"]).toBeDefined();
    expect(styles.responses["200"].content["application/json"].schema.properties.styles.items.required).toEqual(
      expect.arrayContaining(["id", "category", "outputs", "editable_slots", "character_roles"]),
    );
  });
});
