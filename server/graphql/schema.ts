import { builder } from "./builder";
// Each resource adds its types, queries and mutations to the builder when imported.
import "../accounts/graphql";
import "../projects/graphql";
import "../learning/graphql";
import "../ads/graphql";
import "../audiences/graphql";
import "../assets/graphql";
import "../distribution/graphql";
import "../styles/graphql";
import "../catalogs/graphql";

import { addOperationFields } from "./operations";

// Then the queries and mutations of the operation definitions, answered by the types registered above.
addOperationFields();

export const schema = builder.toSchema();
