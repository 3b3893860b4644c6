import { serve } from "inngest/next";
import { inngest } from "@/server/inngest/client";
import { inngestFunctions } from "@/server/inngest/functions";

// Inngest calls these when it is configured (INNGEST_EVENT_KEY + INNGEST_SIGNING_KEY, or INNGEST_DEV).
export const { GET, POST, PUT } = serve({ client: inngest, functions: inngestFunctions });
