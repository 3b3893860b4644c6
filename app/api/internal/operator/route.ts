import { errors } from "@/server/errors";
import { publicRoute } from "@/server/http/api-route";
import { readJson } from "@/server/http/body";
import { operatorCommands, operatorSecretMatches, type OperatorCommand } from "@/server/accounts/operator-commands";

/** Loopback-only door for `adlab` CLI commands while this server holds the embedded database. */
export const POST = publicRoute(async ({ req }) => {
  if (!operatorSecretMatches(req.headers.get("x-adlab-operator-secret"))) throw errors.forbidden("Operator secret required.");
  const { command, args } = (await readJson(req)) as { command: OperatorCommand; args: unknown };
  const run = operatorCommands[command];
  if (!run) throw errors.validation([`command: unknown command ${String(command)}`]);
  return { body: await run(args) };
});
