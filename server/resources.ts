import { accountOperations } from "./accounts/operations";
import { accountRawOperations } from "./accounts/raw-operations";
import { adBatchOperations } from "./ad-batches/operations";
import { adBatchRawOperations } from "./ad-batches/raw-operations";
import { adOperations } from "./ads/operations";
import { adRawOperations } from "./ads/raw-operations";
import { assetOperations } from "./assets/operations";
import { assetRawOperations } from "./assets/raw-operations";
import { audienceOperations } from "./audiences/operations";
import { catalogOperations } from "./catalogs/operations";
import { distributionOperations } from "./distribution/operations";
import { learningOperations } from "./learning/operations";
import { musicOperations } from "./music/operations";
import { musicRawOperations } from "./music/raw-operations";
import { projectOperations } from "./projects/operations";
import { styleOperations } from "./styles/operations";
import { webhookOperations } from "./webhooks/operations";
import type { Definition } from "./operations/operation";

/**
 * The resource manifest: each resource once, with what every front says of it. REST (the /api/v1
 * catch-all), OpenAPI (tags, path ids), MCP (tools, id arguments), tRPC (`trpc.<key>.<tool>`), GraphQL and
 * llms.txt all read this list; a new resource is its folder plus one entry here (docs/architecture.md).
 */
export type Resource = {
  /** Where tRPC mounts its procedures: `trpc.<key>.<tool in camelCase>`. */
  key: string;
  /** The OpenAPI tag and llms.txt heading of its operations. */
  tag: string;
  /** What the tag stands for, for a reader of the OpenAPI document. */
  description: string;
  /** Its definitions: JSON operations every front derives, and raw ones REST serves (server/operations/operation.ts). */
  operations: readonly Definition[];
  /**
   * The path ids it owns, by their name in the paths (`project_id`): `slug` when one takes a slug as well
   * as a UUID, or a `description` of its own when it is no UUID (`key`, `item_id`, `track_id`).
   */
  ids?: Record<string, { slug?: true; description?: string }>;
};

const defineResources = <const Rs extends readonly Resource[]>(list: Rs): Rs => list;

export const resources = defineResources([
  {
    key: "account",
    tag: "Account",
    description: "Signup, and the account behind the API key: token balance and the cost of each output.",
    operations: [...accountOperations, ...accountRawOperations],
  },
  { key: "styles", tag: "Styles", description: "The catalog of templates and meme formats.", operations: styleOperations },
  {
    key: "projects",
    tag: "Projects",
    description: "Brands or products that ads are made for, with their brand kit.",
    operations: projectOperations,
    ids: { project_id: { slug: true } },
  },
  { key: "audiences", tag: "Audiences", description: "Who a project's ads speak to.", operations: audienceOperations, ids: { audience_id: { slug: true } } },
  {
    key: "assets",
    tag: "Assets",
    description: "Images uploaded to a project (logos, product photos) that ads draw.",
    operations: [...assetOperations, ...assetRawOperations],
    ids: { asset_id: {} },
  },
  { key: "ads", tag: "Ads", description: "Generate still and video ads, poll them, download their files.", operations: [...adOperations, ...adRawOperations], ids: { ad_id: { slug: true } } },
  {
    key: "learning",
    tag: "Learning",
    description: "Hypotheses, findings and experiments, and the brief that steers new ads.",
    operations: learningOperations,
    ids: { hypothesis_id: {}, finding_id: {}, experiment_id: {}, subject_id: {} },
  },
  {
    key: "music",
    tag: "Music",
    description: "The soundtrack library of video ads.",
    operations: [...musicOperations, ...musicRawOperations],
    ids: { track_id: { description: "The track's id, e.g. `bright-side` (GET /api/v1/music lists them)" } },
  },
  {
    key: "distribution",
    tag: "Distribution",
    description: "Where ads run (ad runs), what they did (observations) and external identifiers.",
    operations: distributionOperations,
    ids: { run_id: {}, observation_id: {}, key: { description: "An external identifier key (lowercase, e.g. `meta.ad_id`)" } },
  },
  {
    key: "webhooks",
    tag: "Webhooks",
    description: "Signed notifications when an ad is ready or failed, a file rendered, a run's health changed or tokens ran low.",
    operations: webhookOperations,
    ids: { webhook_id: {}, delivery_id: {} },
  },
  {
    key: "catalogs",
    tag: "Catalogs",
    description: "Product feeds (JSON or CSV) whose items become ads: one ad per item, in the item's words and photo.",
    operations: catalogOperations,
    ids: { catalog_id: { slug: true }, item_id: { description: "The catalog item's item_id (the feed's own id) or UUID" } },
  },
  {
    key: "adBatches",
    tag: "Ad batches",
    description: "One ad per item of a catalog, ordered and charged at once, followed as a batch and downloaded as one zip.",
    operations: [...adBatchOperations, ...adBatchRawOperations],
    ids: { ad_batch_id: {} },
  },
]);

/** The manifest as plain resources, for what reads it at run time (the literal types are the tRPC router's). */
export const resourceList: readonly Resource[] = [...resources];

const ids = new Map(resourceList.flatMap((resource) => Object.entries(resource.ids ?? {})));

/**
 * What a path id is, said alike on every front (OpenAPI's path parameters, MCP's and tRPC's arguments):
 * `The project's UUID or slug`, `The run's UUID`, or the id's own description. Undefined for a path
 * parameter no resource owns (`format` in `/file.{format}` is described by its schema).
 */
export function idDescription(name: string): string | undefined {
  const id = ids.get(name);
  if (!id) return undefined;
  return id.description ?? `The ${name.replace(/_id$/, "").replaceAll("_", " ")}'s UUID${id.slug ? " or slug" : ""}`;
}
