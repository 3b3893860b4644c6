import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { currentActor } from "../_trpc/server";
import { AppHeader } from "./_shell/app-header";

/** Everything under (app) needs a signed-in browser session; anyone else goes to /signin. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const actor = await currentActor();
  if (!actor) redirect("/signin?callbackUrl=/projects");
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader email={actor.email} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pb-16 pt-6 sm:px-8 sm:pt-10">{children}</main>
    </div>
  );
}
