import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Actor } from "../auth/actor";

/**
 * Limits on the GraphQL document itself, checked before execution and counting every field,
 * introspection (`__schema`, `__type`, `__typename`) included (docs/security.md):
 * - at most 16 000 characters and 2 000 tokens;
 * - at most 15 aliases;
 * - depth at most 21 (the standard introspection query's own depth; ordinary fields are also held to
 *   depth 8 by the Pothos complexity plugin while executing);
 * - a static cost of at most 1 000 (one per field, linear in depth): one full introspection costs ~320.
 * Field suggestions ("Did you mean ...?") never go to API keys, so the schema cannot be mapped by
 * guessing (Yoga itself sends none today; this holds if that changes); input fields of a request are
 * the exception, as on REST.
 */
export const GRAPHQL_LIMITS = { characters: 16_000, tokens: 2_000, aliases: 15, depth: 21, cost: 1_000 } as const;

const refusal = (message: string, status = 400) => new GraphQLError(message, { extensions: { code: "query_too_complex", status, http: { status } } });

type Node = { kind?: string; alias?: unknown; selectionSet?: { selections?: Node[] }; definitions?: Node[] };

/** Every alias in the document, `__typename` and introspection fields included (armor's rule skips those). */
function countAliases(document: Node): number {
  let count = 0;
  const stack: Node[] = [...(document.definitions ?? [])];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.alias) count++;
    for (const child of node.selectionSet?.selections ?? []) stack.push(child);
  }
  return count;
}

/** Document size before parsing, and every alias after. */
function documentLimits(): Plugin {
  return {
    onParse({ params }) {
      const source = typeof params.source === "string" ? params.source : params.source.body;
      if (source.length > GRAPHQL_LIMITS.characters) throw refusal(`GraphQL documents are limited to ${GRAPHQL_LIMITS.characters} characters.`, 413);
      return ({ result }) => {
        if (result && !(result instanceof Error) && countAliases(result as Node) > GRAPHQL_LIMITS.aliases) {
          throw refusal(`Aliases limit of ${GRAPHQL_LIMITS.aliases} exceeded.`);
        }
      };
    },
  };
}

/** Limit refusals get the `query_too_complex` code; suggestions are cut unless a browser session asks. */
function validationErrors(): Plugin<{ actor?: Actor }> {
  return {
    onValidate({ context }) {
      const suggest = Boolean(context.actor && !context.actor.apiKey);
      return ({ result, setResult }) => {
        if (result.length === 0) return;
        setResult(
          result.map((e) => {
            const limit = /limit of \d+ exceeded/i.test(e.message);
            // An input field's suggestion stays: request fields are the spec's, published in the OpenAPI document,
            // and a misspelt one must be named with its fix (strict inputs, issue 28).
            const inputField = /^Field "[^"]+" is not defined by type /.test(e.message);
            const message = suggest || inputField ? e.message : e.message.replace(/ ?Did you mean .*$/, "");
            if (!limit && message === e.message) return e;
            const extensions = limit ? { ...e.extensions, code: "query_too_complex", status: 400 } : e.extensions;
            return new GraphQLError(message.replace(/^Syntax Error: /, ""), { nodes: e.nodes, extensions });
          }),
        );
      };
    },
  };
}

export function armorPlugins(): Plugin[] {
  // Rejections are reported as validation errors (not thrown, which would stop at the first), so
  // validationErrors() can label them.
  const common = {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [(ctx: { reportError(e: GraphQLError): void } | null, error: GraphQLError) => ctx?.reportError(error)],
  };
  return [
    documentLimits(),
    maxTokensPlugin({ ...common, n: GRAPHQL_LIMITS.tokens }) as Plugin,
    maxAliasesPlugin({ ...common, n: GRAPHQL_LIMITS.aliases }) as Plugin,
    maxDepthPlugin({ ...common, n: GRAPHQL_LIMITS.depth, ignoreIntrospection: false, flattenFragments: true }) as Plugin,
    costLimitPlugin({ ...common, maxCost: GRAPHQL_LIMITS.cost, objectCost: 1, scalarCost: 1, depthCostFactor: 1, ignoreIntrospection: false, flattenFragments: true }) as Plugin,
    validationErrors() as Plugin,
  ];
}
