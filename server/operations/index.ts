import { resourceList } from "../resources";
import type { Operation } from "./operation";

/** Every operation with a definition, in the manifest's order (server/resources.ts). */
export const operations: Operation[] = resourceList.flatMap((resource) => resource.operations);
