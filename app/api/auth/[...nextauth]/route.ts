import { NextRequest } from "next/server";
import { handlers } from "@/server/auth/next-auth";

// Next.js hands route handlers a NextRequest; tests call them with a plain Request.
const asNext = (req: Request) => (req instanceof NextRequest ? req : new NextRequest(req));

export const GET = (req: Request) => handlers.GET(asNext(req));
export const POST = (req: Request) => handlers.POST(asNext(req));
