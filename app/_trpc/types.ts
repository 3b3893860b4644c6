import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/root";

type RouterOutputs = inferRouterOutputs<AppRouter>;

export type Project = RouterOutputs["projects"]["getProject"]["project"];
export type Account = RouterOutputs["account"]["getAccount"]["account"];
export type Audience = RouterOutputs["audiences"]["getAudience"]["audience"];
export type Asset = RouterOutputs["assets"]["getAsset"]["asset"];
export type Ad = RouterOutputs["ads"]["getAd"]["ad"];
export type Brief = RouterOutputs["learning"]["getBrief"]["brief"];
export type BriefHypothesis = Brief["hypotheses"][number];
export type Finding = RouterOutputs["learning"]["getFinding"]["finding"];
export type Experiment = RouterOutputs["learning"]["getExperiment"]["experiment"];
