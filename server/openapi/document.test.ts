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
  it("shares ids, timestamps, path parameters, long enums and plain error answers as components, and stays under 156 KB", () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"format":"uuid","pattern"');
    expect(doc.components.schemas.Id).toMatchObject({ type: "string", format: "uuid" });
    expect(doc.components.schemas.DateTime).toMatchObject({ type: "string", format: "date-time" });
    const ad = doc.paths["/api/v1/projects/{project_id}/ads/{ad_id}"];
    // A path's ids are said once for all its methods.
    expect(ad.parameters).toEqual([{ $ref: "#/components/parameters/project_id" }, { $ref: "#/components/parameters/ad_id" }]);
    expect(JSON.stringify(ad.get.parameters)).not.toContain("project_id");
    expect(doc.components.parameters.project_id).toMatchObject({ name: "project_id", in: "path", required: true });
    const audienceDelete = doc.paths["/api/v1/projects/{project_id}/audiences/{audience_id}"].delete.responses["409"];
    expect(audienceDelete).toMatchObject({ $ref: "#/components/responses/Error", description: expect.stringMatching(/audience_in_use/) });
    // The errors every endpoint answers alike are one `default` answer; an operation lists its own.
    expect(ad.get.responses.default).toEqual({ $ref: "#/components/responses/Default" });
    expect(doc.components.responses.Default.description).toMatch(/401 `unauthorized`.*404 `not_found`.*422 `validation_failed`.*429 `rate_limited`/);
    // An enumeration written in several places is one schema; a query parameter used alike, one parameter.
    expect(doc.components.schemas.Placement.enum).toContain("square");
    expect(JSON.stringify(doc.paths)).not.toContain('"instagram_story"');
    expect(ad.get.parameters).toEqual(expect.arrayContaining([{ $ref: "#/components/parameters/fields" }, { $ref: "#/components/parameters/Prefer" }]));
    expect(ad.get.operationId).toBe("getAd");
    console.log(`OpenAPI document: ${text.length} bytes`);
    // Issue 28: under 150 KB (165 KB before path-level parameters, shared enums and parameters, the 404 and
    // 422 said once by `default`, and the ad's distribution one component with GET .../distribution's).
    // Issue 39 gave every text and list a cap (maxLength/maxItems, a nullable one as anyOf): about 1.7 KB more.
    // Issue 41 described the ad's angle and warnings and the brief's material and next_ad: 153.1 KB.
    expect(text.length).toBeLessThan(156_000);
  });

  it("describes every request field and query parameter", () => {
    const undescribed: string[] = [];
    const seen = new Set<string>();
    const walk = (schema: any, where: string) => {
      if (!schema || typeof schema !== "object") return;
      if (typeof schema.$ref === "string" && schema.$ref.startsWith("#/components/schemas/")) {
        const name = schema.$ref.split("/").pop();
        if (!seen.has(name)) seen.add(name), walk(doc.components.schemas[name], name);
        return;
      }
      for (const [key, field] of Object.entries<any>(schema.properties ?? {})) {
        const named = field.$ref && doc.components.schemas[field.$ref.split("/").pop()];
        if (!field.description && !named?.description && !named?.properties && !named?.oneOf) undescribed.push(`${where}.${key}`);
        walk(field, `${where}.${key}`);
      }
      for (const key of ["items", "anyOf", "oneOf", "allOf"]) for (const child of [schema[key] ?? []].flat()) walk(child, where);
    };
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        if (method === "parameters") continue;
        const body = op.requestBody?.content?.["application/json"]?.schema ?? op.requestBody?.content?.["multipart/form-data"]?.schema;
        // The wrapper (`{ ad: {...} }`) is the body's one key; its fields are what a caller fills in.
        const keys = Object.keys(body?.properties ?? {});
        walk(keys.length === 1 && body.required?.[0] === keys[0] ? body.properties[keys[0]] : body, `${method} ${path}`);
        for (const param of op.parameters ?? []) if (param.in === "query" && !param.description) undescribed.push(`${method} ${path} ?${param.name}`);
      }
    }
    expect(undescribed).toEqual([]);
    // The ad request is one named shape, shared by POST .../ads and POST .../ad_batches.
    expect(doc.paths["/api/v1/projects/{project_id}/ads"].post.requestBody.content["application/json"].schema.properties.ad).toEqual({ $ref: "#/components/schemas/AdRequest" });
    const ad = doc.components.schemas.AdRequest.properties;
    expect(ad.cta.description).toMatch(/at most 30 characters/);
    const metrics = doc.components.schemas.ObservationInput.oneOf.find((o: any) => o.properties.kind.const === "metrics");
    expect(metrics.properties.window_end.description).toMatch(/inclusive/);
  });
});

describe("OpenAPI entries for audiences, assets and styles", () => {
  it("documents every endpoint, the multipart upload and the cache headers", () => {
    const audiences = doc.paths["/api/v1/projects/{project_id}/audiences"];
    const audience = doc.paths["/api/v1/projects/{project_id}/audiences/{audience_id}"];
    expect(Object.keys(audiences).sort()).toEqual(["get", "parameters", "post"]);
    expect(Object.keys(audience).sort()).toEqual(["delete", "get", "parameters", "patch"]);
    expect(audiences.post.requestBody.content["application/json"].schema).toMatchObject({ required: ["audience"] });
    expect(audiences.post.requestBody.content["application/json"].schema.properties.audience.required).toEqual(["name"]);
    expect(audience.delete.responses["409"].description).toMatch(/audience_in_use/);
    expect(audiences.get.responses["200"].content["application/json"].schema.properties.audiences.items).toEqual({ $ref: "#/components/schemas/Audience" });
    expect(doc.components.schemas.Audience.properties.used_by_ads).toEqual({ type: "boolean" });

    const assets = doc.paths["/api/v1/projects/{project_id}/assets"];
    expect(Object.keys(assets).sort()).toEqual(["get", "parameters", "post"]);
    expect(Object.keys(doc.paths["/api/v1/projects/{project_id}/assets/{asset_id}"]).sort()).toEqual(["delete", "get", "parameters", "patch"]);
    const multipart = assets.post.requestBody.content["multipart/form-data"].schema;
    expect(multipart.required).toEqual(["asset[file]"]);
    expect(multipart.properties["asset[file]"]).toMatchObject({ type: "string", format: "binary" });
    expect(assets.post.responses["413"]).toBeDefined(); // its own: the 10 MB upload limit
    expect(doc.paths["/api/v1/projects/{project_id}/assets/{asset_id}/file"].get.responses["200"].content).toHaveProperty(["image/png"]);

    const styles = doc.paths["/api/v1/styles"].get;
    expect(styles.responses["304"]).toBeDefined();
    expect(styles.responses.default).toEqual({ $ref: "#/components/responses/Default" });
    expect(styles.responses["200"].content["application/json"].schema.properties.styles.items.required).toEqual(
      expect.arrayContaining(["id", "category", "outputs", "editable_slots", "character_roles"]),
    );
  });
});
