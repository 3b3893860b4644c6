import { graphiqlAsset } from "@/server/graphql/graphiql-page";
import { errorResponse } from "@/server/http/respond";
import { errors } from "@/server/errors";

/**
 * GraphiQL's script and styles (server/graphql/graphiql-page.ts): public (they are the
 * open-source explorer, nothing of an account), content-hashed names, so cached for a year.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const asset = await graphiqlAsset((await params).file);
  if (!asset) return errorResponse(errors.notFound("File"));
  return new Response(asset.body as BodyInit, {
    headers: { "Content-Type": asset.type, "Cache-Control": "public, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff" },
  });
}
