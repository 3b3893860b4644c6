import { authHandler } from "@/server/auth/next-auth";

// next-auth sees the request at the public origin (ADLAB_BASE_URL, else the browser's Host).
export const GET = (req: Request) => authHandler(req);
export const POST = (req: Request) => authHandler(req);
