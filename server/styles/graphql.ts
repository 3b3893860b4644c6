import { answerAs } from "../graphql/operations";
import { zodObject } from "../graphql/zod";
import { styleJson } from "./shapes";

// The catalog is one list (REST answers it unpaged): `styles` is a connection whose hasNextPage is false.
// The query is derived from the operation definitions (server/graphql/operations.ts). The shape has no
// `.meta({ id })` (the OpenAPI document keeps it inline), so its type is named here.
answerAs(styleJson, "Style", zodObject("Style", styleJson));
