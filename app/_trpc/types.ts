import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/root";

export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;

export type Project = RouterOutputs["projects"]["get"];
export type Account = RouterOutputs["account"]["get"];
export type Audience = RouterOutputs["audiences"]["get"];
export type Ad = RouterOutputs["ads"]["get"];
