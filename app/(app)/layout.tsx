import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { safeCallback } from "../_auth/auth-shell";
import { currentActor } from "../_trpc/server";
import { isOperator } from "@/server/accounts/operators";
import { AppHeader } from "./_shell/app-header";

/** Everything under (app) needs a signed-in browser session; anyone else goes to /signin. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const actor = await currentActor();
  // Back to the page asked for after signing in (proxy.ts passes its path).
  if (!actor) redirect(`/signin?callbackUrl=${encodeURIComponent(safeCallback((await headers()).get("x-adlab-path"), "/projects"))}`);
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader email={actor.email} operator={await isOperator(actor)} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pb-16 pt-6 sm:px-8 sm:pt-10">{children}</main>
    </div>
  );
}
