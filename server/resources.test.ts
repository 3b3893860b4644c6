import { describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { Actor } from "./auth/actor";
import { schema } from "./graphql/schema";
import { derivedFields } from "./graphql/operations";
import { mcpServer } from "./mcp/server";
import { openApiDocument } from "./openapi/document";
import { llmsTxt } from "./operations/llms";
import { restRoutes } from "./operations/rest-routes";
import { isRaw, pathParamNames } from "./operations/operation";
import { appRouter } from "./trpc/root";
import { camelTool } from "./trpc/operations";
import { idDescription, resourceList } from "./resources";

/** The MCP front's tools, listed by its own server as a client sees them. */
async function mcpToolNames(): Promise<Set<string>> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await mcpServer({} as Actor, "manifest-test").connect(serverSide);
  const client = new Client({ name: "manifest-test", version: "1.0.0" });
  await client.connect(clientSide);
  const { tools } = await client.listTools();
  await client.close();
  return new Set(tools.map((tool) => tool.name));
}

describe("the resource manifest (server/resources.ts)", () => {
  it("is served whole: every definition of every resource is on REST, OpenAPI and llms.txt, and every JSON one on MCP, tRPC and GraphQL", async () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, { tags: string[] }>>; tags: { name: string }[] };
    const rest = new Set(restRoutes.map((route) => `${route.method} ${route.path}`));
    const tools = await mcpToolNames();
    const procedures = appRouter._def.procedures as Record<string, unknown>;
    const graphql = new Map(derivedFields().map((d) => [d.op.tool, `${d.root}.${d.name}`]));
    const fields = { Query: schema.getQueryType()!.getFields(), Mutation: schema.getMutationType()!.getFields() };
    const llms = llmsTxt();
    const missing: string[] = [];
    for (const resource of resourceList) {
      expect(doc.tags.map((tag) => tag.name)).toContain(resource.tag);
      for (const op of resource.operations) {
        const where = `${resource.key}: ${op.tool}`;
        if (!rest.has(`${op.method.toUpperCase()} ${op.path}`)) missing.push(`${where} on REST`);
        if (!doc.paths[op.path]?.[op.method]?.tags.includes(resource.tag)) missing.push(`${where} in OpenAPI under ${resource.tag}`);
        if (!llms.includes(`${op.method.toUpperCase()} ${op.path}: ${op.summary}`)) missing.push(`${where} in llms.txt`);
        // A raw definition (bytes, a form, signup) is REST's alone.
        if (isRaw(op)) continue;
        // generate_ads stands for create_ads on MCP (server/mcp/task-tools.ts).
        if (!tools.has(op.tool === "create_ads" ? "generate_ads" : op.tool)) missing.push(`${where} on MCP`);
        if (!(`${resource.key}.${camelTool(op.tool)}` in procedures)) missing.push(`${where} on tRPC`);
        const field = graphql.get(op.graphql?.coveredBy ?? op.tool)?.split(".") as ["Query" | "Mutation", string] | undefined;
        if (!(field && fields[field[0]][field[1]])) missing.push(`${where} on GraphQL`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("owns every path id once, and says what each is", () => {
    const owners = resourceList.flatMap((resource) => Object.keys(resource.ids ?? {}));
    expect(owners.length).toBe(new Set(owners).size);
    // A path parameter that is no id (`format` of `file.{format}`) is described by the definition's `params`.
    const undescribed = resourceList.flatMap((resource) => resource.operations.flatMap((op) => pathParamNames(op.path).filter((name) => !idDescription(name) && !op.params?.shape[name])));
    expect(undescribed).toEqual([]);
    expect(idDescription("project_id")).toBe("The project's UUID or slug");
    expect(idDescription("run_id")).toBe("The run's UUID");
  });
});
