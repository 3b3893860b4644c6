import { db } from "@/server/db/client";
import { json } from "@/server/http/respond";

export const dynamic = "force-dynamic";

/** Readiness: the database answers a query. */
export async function GET() {
  try {
    await (await db()).$queryRaw`SELECT 1`;
    return json({ status: "ready", database: "ok" });
  } catch {
    return json({ status: "unavailable", database: "unreachable" }, 503);
  }
}
