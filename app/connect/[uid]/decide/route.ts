import { consentDecisionRoute } from "@/server/oauth/consent";

/** The consent form's answer (Allow or Deny): a plain form POST, so the browser follows the redirects. */
export async function POST(req: Request, { params }: { params: Promise<{ uid: string }> }) {
  return consentDecisionRoute(req, (await params).uid);
}
