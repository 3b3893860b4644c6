import { actorFromRequest } from "@/server/auth/request-actor";
import { errorResponse } from "@/server/http/respond";
import { errors } from "@/server/errors";
import { yoga } from "@/server/graphql/yoga";

// Bearer-authenticated tools and signed-in browsers only; GraphiQL sends a browser without a
// session to the sign-in page.
async function handle(request: Request): Promise<Response> {
  try {
    const actor = await actorFromRequest(request);
    if (!actor) {
      if (request.method === "GET" && request.headers.get("accept")?.includes("text/html")) {
        return Response.redirect(new URL("/signin?callbackUrl=/api/graphql", request.url), 303);
      }
      throw errors.unauthorized();
    }
    return yoga.handleRequest(request, { request, actor });
  } catch (error) {
    return errorResponse(error);
  }
}

export { handle as GET, handle as POST };
