import { zodInput, zodObject } from "../graphql/zod";
import { observationSchema } from "./schema";
import { adDistributionJson, adRunJson, healthJson, lookupJson, metricsSummaryJson, observationJson } from "./shapes";

// Shapes used in several places are named first, so every use is the one type. The queries and mutations
// are derived from the operation definitions (server/graphql/operations.ts); the ad's external identifiers'
// fields take `adId` optionally, without it they are the project's.
zodObject("Health", healthJson);
zodObject("MetricsSummary", metricsSummaryJson);
zodObject("Observation", observationJson);
zodObject("ExternalIdentifierLookup", lookupJson);
zodInput("ObservationInput", observationSchema);

/** An ad run: the same fields as the REST JSON. */
export const AdRunType = zodObject("AdRun", adRunJson);
export const AdDistributionType = zodObject("AdDistribution", adDistributionJson);
