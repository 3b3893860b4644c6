import { json } from "@/server/http/respond";

/** Liveness: the process answers. Touches no database. */
export const GET = async () => json({ status: "ok" });
