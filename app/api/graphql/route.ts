import { actorFromRequest } from "@/server/auth/request-actor";
import { graphqlErrorResponse } from "@/server/graphql/refusal";
import { MAX_UPLOAD_BODY_BYTES } from "@/server/assets/upload";
import { MAX_JSON_BYTES, withCappedBody } from "@/server/http/body";
import { enforceRateLimit } from "@/server/http/rate-limit";
import { errors } from "@/server/errors";
import { yoga } from "@/server/graphql/yoga";

// Bearer-authenticated tools and signed-in browsers only; GraphiQL sends a browser without a
// session to the sign-in page.
async function handle(incoming: Request): Promise<Response> {
  try {
    // At most MAX_JSON_BYTES of body (an upload's multipart request: one asset and its form), refused
    // with 413 before Yoga parses anything.
    const multipart = /^multipart\/form-data/i.test(incoming.headers.get("content-type") ?? "");
    const request = await withCappedBody(incoming, multipart ? MAX_UPLOAD_BODY_BYTES : MAX_JSON_BYTES);
    const actor = await actorFromRequest(request);
    if (!actor) {
      if (request.method === "GET" && request.headers.get("accept")?.includes("text/html")) {
        return Response.redirect(new URL("/signin?callbackUrl=/api/graphql", request.url), 303);
      }
      throw errors.unauthorized();
    }
    // The same limiter and per-key budget as REST and tRPC.
    const limitHeaders = await enforceRateLimit(actor, "default", request);
    const response = await yoga.handleRequest(request, { request, actor });
    for (const [name, value] of Object.entries(limitHeaders)) response.headers.set(name, value);
    return response;
  } catch (error) {
    return graphqlErrorResponse(error);
  }
}

export { handle as GET, handle as POST };
