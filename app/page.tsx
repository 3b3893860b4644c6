import { ArrowRight, Bot, Clapperboard, FlaskConical, LayoutTemplate, Palette, Smartphone } from "lucide-react";
import { ButtonLink, Logo } from "./_components";
import { config, outputOptions } from "@/server/config";
import { PLACEMENT_IDS } from "@/shared/placements";
import { tokensWorth } from "./_lib/words";
import { AdMockups } from "./_landing/ad-mockups";
import { currentActor } from "./_trpc/server";

const features = [
  { icon: Palette, title: "Your brand, every time", body: "Your colours, logo, type and style notes travel into every design, so nothing looks generic." },
  { icon: Smartphone, title: "Every ad size at once", body: "Stories, Reels, feed portrait, square and landscape, each laid out clear of the apps' buttons." },
  { icon: LayoutTemplate, title: "Templates and memes", body: "Pick from a visual catalog of templates and meme formats, or let adlab choose one for each version." },
  { icon: Clapperboard, title: "Stills and video", body: "PNG and JPG stills, or 6-second H.264 videos with a moving background, live scene or moving elements." },
  { icon: FlaskConical, title: "Learn what works", body: "Note what you believe works, record what the results showed, and start the next round from it." },
  { icon: Bot, title: "Built for agents too", body: "Everything in the app is in the REST and GraphQL API, with the same validation and the same token pool.", developer: true },
];

const steps = [
  { n: "1", title: "Describe the product", body: "Paste your web address or describe what you sell, then add your colours, logo and product photos." },
  { n: "2", title: "Generate", body: "Choose a still or a video, a look, the ad sizes and your words. You see the price before you pay." },
  { n: "3", title: "Download and learn", body: "Preview each ad size, download PNG, JPG or MP4, and record what worked." },
];

export default async function Home() {
  const [image, video] = outputOptions;
  // Signed-in visitors get a way back into the app instead of a sign-in button.
  const signedIn = Boolean(await currentActor());
  // New visitors are offered an account first; sign-in stays one click away for returning ones.
  const start = signedIn ? { href: "/projects", label: "Open your projects" } : { href: "/signup", label: "Create a free account" };
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-5 py-5 sm:px-8">
        <Logo />
        <nav aria-label="Main" className="flex items-center gap-2">
          <span className="hidden sm:contents" data-audience="developer"><ButtonLink href="/api/v1/openapi.json" variant="ghost" size="sm" prefetch={false}>API reference</ButtonLink></span>
          {!signedIn && <span className="hidden sm:contents"><ButtonLink href="/signup" variant="ghost" size="sm">Sign up</ButtonLink></span>}
          <ButtonLink href={signedIn ? "/projects" : "/signin?callbackUrl=/projects"} variant="secondary" size="sm">{signedIn ? "Projects" : "Sign in"}</ButtonLink>
        </nav>
      </header>

      {/* overflow-x-clip: the tilted ad mockups reach past a 360 px screen; clipped, the page never scrolls sideways. */}
      <main id="main" className="flex-1 overflow-x-clip">
        <section className="mx-auto grid w-full max-w-6xl items-center gap-12 px-5 pb-16 pt-8 sm:px-8 lg:grid-cols-[1.05fr_1fr] lg:pb-24 lg:pt-16">
          <div>
            <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-xs font-medium text-ink-soft">
              <span className="size-1.5 rounded-full bg-accent" aria-hidden /> Ad creatives, generated
            </p>
            <h1 className="text-4xl font-bold leading-[1.05] sm:text-5xl lg:text-6xl">
              On-brand ads in every size, from a few lines about your business.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft">
              adlab turns what you sell, your colours and your logo into still and video ads sized for Stories, Reels, feed and
              display, then helps you keep track of what works.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href={start.href} size="lg">{start.label} <ArrowRight className="size-4" aria-hidden /></ButtonLink>
              {signedIn ? <ButtonLink href="#how" size="lg" variant="secondary">How it works</ButtonLink>
                : <ButtonLink href="/signin?callbackUrl=/projects" size="lg" variant="secondary">Sign in</ButtonLink>}
            </div>
            <dl className="mt-10 flex flex-wrap gap-x-10 gap-y-4 text-sm">
              <div><dt className="text-muted">{image.label}</dt><dd className="font-display text-2xl font-semibold tabular">{image.token_cost} <span className="text-sm font-normal text-muted">tokens</span></dd></div>
              <div><dt className="text-muted">{video.label}</dt><dd className="font-display text-2xl font-semibold tabular">{video.token_cost} <span className="text-sm font-normal text-muted">tokens</span></dd></div>
              <div><dt className="text-muted">Ad sizes</dt><dd className="font-display text-2xl font-semibold tabular">{PLACEMENT_IDS.length} <span className="text-sm font-normal text-muted">sizes</span></dd></div>
            </dl>
            <p className="mt-3 text-sm text-muted">A new account starts with {tokensWorth(config.signup.tokens, outputOptions)}.</p>
          </div>
          <AdMockups />
        </section>

        <HowItWorks />

        <Features />

        <section className="mx-auto w-full max-w-6xl px-5 pb-20 sm:px-8">
          <div className="flex flex-col items-start justify-between gap-6 rounded-2xl bg-ink px-8 py-10 text-white sm:flex-row sm:items-center">
            <div>
              <h2 className="text-2xl font-semibold">Ready for your first ad?</h2>
              <p className="mt-1 text-white/70">Sign up with your e-mail, no password. Your first still takes under a minute.</p>
            </div>
            <ButtonLink href={start.href} size="lg" variant="secondary" className="border-transparent">{signedIn ? "Open adlab" : "Sign up"} <ArrowRight className="size-4" aria-hidden /></ButtonLink>
          </div>
        </section>
      </main>

      <footer className="border-t border-line">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-4 px-5 py-6 text-sm text-muted sm:px-8">
          <span>© adlab</span>
          <nav aria-label="Developers" className="flex gap-5" data-audience="developer">
            <a href="/api/v1/openapi.json" className="hover:text-ink">OpenAPI</a>
            <a href="/api/graphql" className="hover:text-ink">GraphQL</a>
          </nav>
        </div>
      </footer>
    </div>
  );
}

/** The three steps from a description to files. */
function HowItWorks() {
  return (
    <section id="how" className="border-y border-line bg-surface">
      <div className="mx-auto w-full max-w-6xl px-5 py-16 sm:px-8">
        <h2 className="text-2xl font-semibold sm:text-3xl">From a few lines to files you can post, in three steps</h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {steps.map((s) => (
            <li key={s.n} className="flex gap-4">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-ink font-display text-sm font-semibold text-white">{s.n}</span>
              <div>
                <h3 className="font-semibold">{s.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted">{s.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** What adlab does, one card each (the last for developers). */
function Features() {
  return (
    <section className="mx-auto w-full max-w-6xl px-5 py-16 sm:px-8 lg:py-24">
      <h2 className="max-w-2xl text-2xl font-semibold sm:text-3xl">Everything a creative team does on repeat, done in seconds</h2>
      <ul className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, body, developer }) => (
          <li key={title} data-audience={developer ? "developer" : undefined}>
            <span className="grid size-10 place-items-center rounded-lg bg-accent-soft text-accent"><Icon className="size-5" aria-hidden /></span>
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-muted">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
