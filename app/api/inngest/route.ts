import { serve } from "inngest/next";
import { inngest } from "@/inngest/client";
import { inngestFunctions } from "@/inngest/functions";

// Inngest calls these when it is configured (INNGEST_EVENT_KEY + INNGEST_SIGNING_KEY, or INNGEST_DEV).
export const { GET, POST, PUT } = serve({ client: inngest, functions: inngestFunctions });
