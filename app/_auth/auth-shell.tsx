import type { ReactNode } from "react";
import { Card, Logo } from "../_components";

/** The frame of the sign-in, signup and confirmation pages: the wordmark and one card. */
export function AuthShell({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-10 sm:py-16">
      <Logo className="mb-8" />
      <main id="main" className="w-full max-w-md">
        <Card>
          <h1 className="text-xl font-semibold">{title}</h1>
          {description && <p className="mt-1.5 text-sm text-muted">{description}</p>}
          <div className="mt-5">{children}</div>
        </Card>
      </main>
    </div>
  );
}

/** A local path to return to after sign-in; anything else (other hosts, `//x`) becomes the projects, where the work is. */
export function safeCallback(value: unknown, fallback = "/projects"): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : fallback;
}
