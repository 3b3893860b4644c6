import { apiRoute } from "@/server/http/api-route";
import { getAccount } from "@/server/accounts/service";

export const GET = apiRoute(async ({ actor }) => ({ body: { account: await getAccount(actor) } }));
