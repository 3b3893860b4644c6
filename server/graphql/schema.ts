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
import "../music/graphql";
import "../webhooks/graphql";
import "../catalogs/graphql";

export const schema = builder.toSchema();
