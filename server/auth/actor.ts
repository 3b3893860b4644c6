/** `full`: everything; `generate`: everything except creating and revoking API keys. */
export const API_KEY_SCOPES = ["full", "generate"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Who is calling: every service function takes one and scopes every query to its organization. */
export type Actor = {
  organizationId: string;
  userId: string;
  email: string;
  /** Set when the call came with an API key; findings and hypotheses are then agent-authored. */
  apiKey?: { id: string; name: string; scope?: ApiKeyScope };
};

/** The `author` recorded on learning records: the key's name for agents, the e-mail for people. */
export function authorOf(actor: Actor): { author: string; agentAuthored: boolean } {
  return actor.apiKey
    ? { author: actor.apiKey.name, agentAuthored: true }
    : { author: actor.email, agentAuthored: false };
}
