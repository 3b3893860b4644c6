import { builder } from "../graphql/builder";
import { connection } from "../graphql/helpers";
import { zodObject } from "../graphql/zod";
import { listStyles } from "./service";
import { styleJson } from "./shapes";

export const StyleType = zodObject("Style", styleJson);
// The whole catalog is one page (REST answers it unpaged), so hasNextPage is false.
const StyleConnection = connection("Style", StyleType);

builder.queryField("styles", (t) => t.field({ type: StyleConnection, resolve: async () => ({ nodes: (await listStyles()).styles, next_cursor: null }) }));
