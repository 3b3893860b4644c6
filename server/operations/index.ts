import { resourceList } from "../resources";
import { isRaw, type Definition, type Operation } from "./operation";

/** Every definition, in the manifest's order (server/resources.ts): what REST serves and OpenAPI describes. */
export const definitions: Definition[] = resourceList.flatMap((resource) => resource.operations);

/** The JSON operations: what MCP's tools, tRPC's procedures and GraphQL's fields are derived from. */
export const operations: Operation[] = definitions.filter((definition): definition is Operation => !isRaw(definition));
