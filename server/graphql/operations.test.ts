import { describe, expect, it } from "vitest";
import { operations } from "../operations";
import { derivedFields } from "./operations";
import { schema } from "./schema";

// The schema the GraphQL endpoint serves, with the fields derived from the operation definitions.
const derived = derivedFields();

describe("GraphQL fields derived from the operation definitions", () => {
  it("has a Query field per GET and a Mutation field per other operation, named after the tool", () => {
    // Every operation has its field, but the multipart upload and those whose definition names the field covering them.
    const tools = new Set(derived.map((d) => d.op.tool));
    for (const op of operations) {
      if (tools.has(op.tool)) continue;
      if (op.graphql?.coveredBy) expect(tools.has(op.graphql.coveredBy), `${op.tool} covered by ${op.graphql.coveredBy}`).toBe(true);
      else expect(op.body && "multipart" in op.body, op.tool).toBe(true);
    }
    const names = Object.fromEntries(derived.map((d) => [d.op.tool, d.name]));
    expect(names).toMatchObject({ list_projects: "projects", get_project: "project", create_audience: "createAudience", get_brief: "brief", rotate_webhook_secret: "rotateWebhookSecret" });
    for (const { op, name, root, pathArgs } of derived) {
      const field = (root === "Query" ? schema.getQueryType() : schema.getMutationType())!.getFields()[name];
      expect(field, `${op.tool} -> ${root}.${name}`).toBeDefined();
      const args = Object.fromEntries(field.args.map((a) => [a.name, String(a.type)]));
      for (const { arg, optional } of pathArgs) expect(args[arg], `${name}(${arg})`).toBe(optional ? "String" : "String!");
      if (op.body && "schema" in op.body && op.body.key) expect(args[op.body.key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())]).toMatch(/!$/);
      if (op.idempotent) expect(args.idempotencyKey).toBe("String");
    }
  });

  it("answers with the resource types, so nested edges stay: project { audiences }, hypothesis { findings }", () => {
    const query = schema.getQueryType()!.getFields();
    expect(String(query.project.type)).toBe("Project!");
    expect(String(query.audiences.type)).toBe("AudienceConnection!");
    expect(String(query.brief.type)).toBe("HypothesisBrief!");
    const project = schema.getType("Project") as unknown as { getFields(): Record<string, { type: unknown }> };
    expect(String(project.getFields().audiences.type)).toBe("AudienceConnection!");
    const mutation = schema.getMutationType()!.getFields();
    expect(String(mutation.deleteProject.type)).toBe("Boolean!");
    expect(mutation.createProject.args.map((a) => `${a.name}: ${a.type}`)).toEqual(["project: CreateProjectInput!"]);
    // The hints of the definitions: the account-wide `ad(id)`, the ad's identifiers standing for the project's.
    expect(query.ad.args.map((a) => `${a.name}: ${a.type}`).sort()).toEqual(["id: String!", "projectId: String"]);
    expect(query.externalIdentifiers.args.map((a) => `${a.name}: ${a.type}`).sort()).toEqual(["adId: String", "projectId: String!"]);
    // Answers made of resources are payloads of their types; whole lists are connections; the rest their shape's type.
    expect(String(mutation.createAds.type)).toBe("CreateAdsPayload!");
    expect(String(mutation.createFinding.type)).toBe("CreateFindingPayload!");
    expect(String(query.styles.type)).toBe("StyleConnection!");
    expect(String(query.adBatch.type)).toBe("AdBatchWithAds!");
    expect(String(query.adBatches.type)).toBe("AdBatchConnection!");
    expect(String(query.externalIdentifiers.type)).toBe("JSONObject!");
  });
});
