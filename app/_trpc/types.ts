import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/root";

type RouterOutputs = inferRouterOutputs<AppRouter>;

export type Project = RouterOutputs["projects"]["get"];
export type Account = RouterOutputs["account"]["get"];
export type Audience = RouterOutputs["audiences"]["get"];
export type Ad = RouterOutputs["ads"]["get"];
export type Brief = RouterOutputs["learning"]["hypotheses"]["brief"];
export type BriefHypothesis = Brief["hypotheses"][number];
export type Finding = RouterOutputs["learning"]["findings"]["get"];
export type Experiment = RouterOutputs["learning"]["experiments"]["get"];
