import { answerAs } from "../graphql/operations";
import { zodObject } from "../graphql/zod";
import { deliveryJson, webhookJson, webhookWithSecretJson } from "./schema";

/**
 * The webhook JSON of the REST API; the secret is only on WebhookWithSecret (create and rotate). The
 * queries and mutations are derived from the operation definitions (server/graphql/operations.ts).
 */
answerAs(webhookJson, "Webhook", zodObject("Webhook", webhookJson));
answerAs(webhookWithSecretJson, "WebhookWithSecret", zodObject("WebhookWithSecret", webhookWithSecretJson));
answerAs(deliveryJson, "WebhookDelivery", zodObject("WebhookDelivery", deliveryJson));
