import { Compass } from "lucide-react";
import { ButtonLink, EmptyState, Logo } from "./_components";

export default function NotFound() {
  return (
    <div className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-8 px-4">
      <Logo />
      <main id="main" className="w-full">
        <EmptyState icon={Compass} title="This page does not exist"
          action={<><ButtonLink href="/projects">Go to your projects</ButtonLink><ButtonLink href="/" variant="secondary">Home</ButtonLink></>}>
          The link may be old, or the project or ad was deleted. Your projects are one click away.
        </EmptyState>
      </main>
    </div>
  );
}
