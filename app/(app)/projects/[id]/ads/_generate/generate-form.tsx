"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Coins, Minus, Plus, Sparkles } from "lucide-react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useState, type Dispatch, type FormEvent, type SetStateAction } from "react";
import { Button, Card, Field, Input, RadioCards, Select, Textarea, useToast } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import { fieldErrors } from "../../../../../_trpc/errors";
import type { Account, Audience } from "../../../../../_trpc/types";
import type { Style } from "@/server/styles/types";
import { VIDEO_STYLE_LABELS, VIDEO_STYLES, MAX_VARIANTS } from "@/shared/ad-request";
import { CTA_BUDGET, findStyle } from "@/shared/styles";
import { OUTPUT_WORDS } from "../../../../../_lib/words";
import { rememberNewAd } from "../_view/scroll-to-new-ad";
import { CostSummary } from "./cost-summary";
import { draftFromQuery, problemsOf, toAdRequest, type Draft } from "./draft";
import { MusicPicker } from "./music-picker";
import { NewAdPhoto } from "./new-ad-photo";
import { PlacementPicker } from "./placement-picker";
import { scopeBlocker, StylePicker, styleBlocker } from "./style-picker";

const VIDEO_STYLE_HELP: Record<string, string> = {
  moving_background: "The background drifts while type and product stay put.",
  live_scene: "The whole scene moves, like a short clip.",
  moving_elements: "Type, badges and product animate in on a still background.",
};
const FIELD_LABELS: Record<string, string> = {
  output: "Output", requested_output: "Output", video_style: "Video style", style: "Look", style_scope: "Look", template_key: "Layout",
  meme_base: "Meme", character_direction: "Who appears", prompt: "Ideas for the ad", copy: "Words", copy_mode: "Words",
  cta: "Call to action", audience_id: "Audience", placements: "Ad sizes", tags: "Tags", variant_count: "Versions", name: "Name",
  music: "Music", duration_seconds: "Length",
};
const CTAS = ["Shop now", "Learn more", "Sign up", "Get offer", "Book now", "Try it free", "Order now"];

export function GenerateForm({ projectId, account, audiences }: { projectId: string; account: Account; audiences: Audience[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const toast = useToast();
  const params = useSearchParams();
  const [draft, setDraft] = useState<Draft>(() => draftFromQuery(params));
  const [touched, setTouched] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const create = useMutation(trpc.ads.createAds.mutationOptions({
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.account.getAccount.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.ads.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.projects.getProject.queryKey() }),
      ]);
      const n = result.ads?.length ?? 1;
      toast({ title: `Generating ${n} ${n === 1 ? "ad" : "ads"}`, body: `${cost} tokens spent. Balance now ${(balance - cost).toLocaleString("en-US")}.` });
      rememberNewAd(result.ad.id);
      router.push(`/projects/${projectId}`);
    },
    // A refusal (most often too few tokens) means the balance shown may be stale: show the server's.
    onError: () => queryClient.invalidateQueries({ queryKey: trpc.account.getAccount.queryKey() }),
  }));

  const option = account.output_options.find((o) => o.id === draft.output)!;
  const cost = option.token_cost * draft.variant_count;
  const balance = account.token_balance;
  const short = cost > balance;
  const problems = problemsOf(draft);
  const server = fieldErrors(create.error, "ad");
  const err = (key: string) => (touched ? problems[key] : undefined) ?? server.fields[key];
  const pinned = draft.style_mode === "pinned" && draft.pinned ? findStyle(draft.pinned) : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length || short) return;
    create.mutate({ project_id: projectId, ...toAdRequest(draft), idempotency_key: crypto.randomUUID() });
  };

  const outputOptions = outputChoices(account, draft, pinned);

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[1fr_300px] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        <OutputCard draft={draft} options={outputOptions} setDraft={setDraft} set={set} err={err} projectId={projectId} />

        <LookCard draft={draft} pinned={pinned} set={set} err={err} />

        <WordsCard draft={draft} pinned={pinned} audiences={audiences} projectId={projectId} set={set} err={err} />
      </div>

      {/* Phones: the cost and the button stay in reach while scrolling the long form. */}
      <PhoneCost cost={cost} balance={balance} busy={create.isPending} />

      <aside className="mb-16 lg:sticky lg:top-24 lg:mb-0">
        <Card title="Summary">
          <div className="flex flex-col gap-4">
            <Versions count={draft.variant_count} onChange={(n) => set("variant_count", n)} />
            <CostSummary label={option.label} each={option.token_cost} count={draft.variant_count} balance={balance} alternatives="Make fewer versions, or a still ad" />
            {touched && Object.keys(problems).length > 0 && (
              <ul role="alert" className="list-disc rounded-lg bg-danger-soft py-2 pl-7 pr-3 text-xs text-danger">
                {Object.entries(problems).map(([k, v]) => <li key={k}><span className="font-medium">{FIELD_LABELS[k] ?? k}:</span> {v}</li>)}
              </ul>
            )}
            {server.other.length > 0 && <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-xs text-danger">{server.other.join(" ")}</p>}
            <Button type="submit" size="lg" busy={create.isPending} disabled={short}>
              <Sparkles className="size-4" aria-hidden /> Generate for {cost} tokens
            </Button>
            <p className="flex items-center gap-1.5 text-xs text-muted"><Coins className="size-3.5" aria-hidden /> Charged only when generation starts.</p>
          </div>
        </Card>
      </aside>
    </form>
  );
}

/** The outputs to choose from, each with its price and why it cannot be made with the look chosen. */
function outputChoices(account: Account, draft: Draft, pinned: Style | undefined) {
  const outputBlocker = (output: Draft["output"]): string | undefined => {
    const made = output === "video" ? "a video" : "a still";
    const blocker = pinned ? styleBlocker(pinned, output) : draft.style_mode === "auto" ? scopeBlocker(draft.style_scope, output) : null;
    if (!blocker) return undefined;
    return pinned ? `${blocker}. Unpin it to make ${made}.` : `${blocker}. Choose another style scope for ${made}.`;
  };
  return account.output_options.map((o) => ({
    value: o.id as Draft["output"],
    label: o.label,
    description: OUTPUT_WORDS[o.id] ?? o.description,
    aside: `${o.token_cost} tokens`,
    disabledReason: outputBlocker(o.id as Draft["output"]),
  }));
}

/** What to make: still or video (its style, music and length), the ad sizes and the photo. */
function OutputCard({ draft, options, setDraft, set, err, projectId }: {
  draft: Draft;
  options: ReturnType<typeof outputChoices>;
  setDraft: Dispatch<SetStateAction<Draft>>;
  set: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
  err: (key: string) => string | undefined;
  projectId: string;
}) {
  return (
    <Card title="Output">
      <div className="flex flex-col gap-5">
        <RadioCards legend="What to make" value={draft.output} options={options}
          onChange={(v) => setDraft((d) => ({ ...d, output: v, placements: d.placements.length ? d.placements : [] }))} />
        {draft.output === "video" && (
          <RadioCards legend="Video style" columns={3} value={draft.video_style} onChange={(v) => set("video_style", v)}
            options={VIDEO_STYLES.map((v) => ({ value: v, label: VIDEO_STYLE_LABELS[v], description: VIDEO_STYLE_HELP[v] }))} />
        )}
        {draft.output === "video" && (
          <MusicPicker music={draft.music} seconds={draft.duration_seconds} onMusic={(v) => set("music", v)} onSeconds={(v) => set("duration_seconds", v)}
            errors={{ music: err("music"), duration_seconds: err("duration_seconds") }} />
        )}
        <PlacementPicker value={draft.placements} onChange={(v) => set("placements", v)} error={err("placements")} />
        <NewAdPhoto projectId={projectId} />
      </div>
    </Card>
  );
}

/** The look: adlab's choice (from templates, memes or both) or one pinned style, and who appears in memes. */
function LookCard({ draft, pinned, set, err }: { draft: Draft; pinned: Style | undefined; set: <K extends keyof Draft>(key: K, value: Draft[K]) => void; err: (key: string) => string | undefined }) {
  return (
    <Card title="Look" description="Let adlab pick a fitting look for each version, or choose one yourself.">
      <div className="flex flex-col gap-5">
        <RadioCards legend="How to choose" value={draft.style_mode} onChange={(v) => set("style_mode", v)} options={[
          { value: "auto", label: "Let adlab choose", description: "A different fitting look for each version." },
          { value: "pinned", label: "Pin one style", description: "Every version uses the layout or meme you pick." },
        ]} />
        {draft.style_mode === "auto" ? (
          <RadioCards legend="Choose from" columns={3} value={draft.style_scope} onChange={(v) => set("style_scope", v)} options={[
            { value: "any", label: "Anything", description: "Templates and memes" },
            { value: "templates", label: "Templates", description: "Clean brand layouts" },
            { value: "memes", label: "Memes", description: "Familiar formats, your copy", disabledReason: scopeBlocker("memes", draft.output) ?? undefined },
          ]} />
        ) : (
          <>
            <StylePicker output={draft.output} value={draft.pinned} onChange={(id) => set("pinned", id)} />
            {err("style") && <p role="alert" className="text-xs font-medium text-danger">{err("style")}</p>}
            {pinned && styleBlocker(pinned, draft.output) && <p role="alert" className="text-xs font-medium text-danger">{styleBlocker(pinned, draft.output)}</p>}
          </>
        )}
        {(pinned?.category === "meme" || (draft.style_mode === "auto" && draft.style_scope !== "templates")) && (
          <Field label="Who appears" optional error={err("character_direction")}
            hint={pinned?.character_roles.length ? `Cast: ${pinned.character_roles.map((r) => r.name).join(", ")}.` : "Steers who appears in meme formats."}>
            <Input value={draft.character_direction} onChange={(e) => set("character_direction", e.target.value)} placeholder="A sleepy cat as the audience, a coffee bean as the hero" />
          </Field>
        )}
      </div>
    </Card>
  );
}

/** The words: whose, the copy, call to action, audience, ideas, name and tags. */
function WordsCard({ draft, pinned, audiences, projectId, set, err }: {
  draft: Draft;
  pinned: Style | undefined;
  audiences: Audience[];
  projectId: string;
  set: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
  err: (key: string) => string | undefined;
}) {
  return (
    <Card title="Words" description="Write the words yourself, or let adlab write them from what you told it about your business.">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <RadioCards legend="Whose words" value={draft.copy_mode} onChange={(v) => set("copy_mode", v)} options={[
            { value: "generate", label: "Write it for me", description: "Your copy, if any, is the headline; adlab writes the rest." },
            { value: "exact", label: "Your words, exactly as written", description: "Never cut or changed: words too long for the ad are refused before you pay." },
          ]} />
        </div>
        <Field className="sm:col-span-2" label="Your words" optional={draft.copy_mode !== "exact"} error={err("copy")}
          hint={pinned ? `One line per part, as "headline: text". Parts of ${pinned.name}: ${pinned.editable_slots.filter((s) => s.name !== "cta").map((s) => `${s.name.replace(/_/g, " ")} (up to ${s.budget} characters)`).join(", ")}.` : 'Your message, word for word. Name the parts with lines such as "headline: …" and "body: …"; about 40 characters for a headline and 125 for body text.'}>
          <Textarea rows={3} value={draft.copy} onChange={(e) => set("copy", e.target.value)} placeholder="Mornings, sorted. Beans roasted Monday, at your door by Wednesday." />
        </Field>
        <Field label="Call to action" optional error={err("cta")}>
          <Input list="cta-options" value={draft.cta} maxLength={CTA_BUDGET} onChange={(e) => set("cta", e.target.value)} placeholder="Shop now" />
        </Field>
        <datalist id="cta-options">{CTAS.map((c) => <option key={c} value={c} />)}</datalist>
        <Field label="Audience" optional error={err("audience_id")}
          hint={audiences.length ? "Its creative rules steer copy and design." : <>No audiences yet. <Link className="underline" href={`/projects/${projectId}/audiences`}>Add one</Link>.</>}>
          <Select value={draft.audience_id} onChange={(e) => set("audience_id", e.target.value)}>
            <option value="">Everyone</option>
            {audiences.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
          </Select>
        </Field>
        <Field className="sm:col-span-2" label="Ideas for the ad" optional error={err("prompt")} hint="Steers the angle, tone and look; never printed on the ad.">
          <Textarea rows={2} value={draft.prompt} onChange={(e) => set("prompt", e.target.value)} placeholder="Lean on freshness; playful, not silly" />
        </Field>
        <Field label="Name" optional error={err("name")}>
          <Input value={draft.name} onChange={(e) => set("name", e.target.value)} placeholder="Autumn launch" />
        </Field>
        <Field label="Tags" optional error={err("tags")} hint="Comma-separated">
          <Input value={draft.tags} onChange={(e) => set("tags", e.target.value)} placeholder="autumn, launch" />
        </Field>
      </div>
    </Card>
  );
}

/** Phones: the cost and the button stay in reach while scrolling the long form. */
function PhoneCost({ cost, balance, busy }: { cost: number; balance: number; busy: boolean }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-3 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur lg:hidden">
      <p className="text-sm leading-tight">
        <span className="font-semibold tabular">{cost} tokens</span>
        <span className={`block text-xs tabular ${cost > balance ? "text-danger" : "text-muted"}`}>{cost > balance ? `${cost - balance} more needed` : `${(balance - cost).toLocaleString("en-US")} left after`}</span>
      </p>
      <Button type="submit" busy={busy} disabled={cost > balance}><Sparkles className="size-4" aria-hidden /> Generate</Button>
    </div>
  );
}

/** How many versions to make, one to MAX_VARIANTS. */
function Versions({ count, onChange }: { count: number; onChange: (count: number) => void }) {
  return (
    <div>
      <span className="text-sm font-medium" id="variants-label">Versions</span>
      <div className="mt-2 flex items-center gap-2" role="group" aria-labelledby="variants-label">
        <Button variant="secondary" size="icon" aria-label="Fewer versions" disabled={count <= 1} onClick={() => onChange(count - 1)}><Minus className="size-4" aria-hidden /></Button>
        <output aria-live="polite" className="w-10 text-center font-display text-xl font-semibold tabular">{count}</output>
        <Button variant="secondary" size="icon" aria-label="More versions" disabled={count >= MAX_VARIANTS} onClick={() => onChange(count + 1)}><Plus className="size-4" aria-hidden /></Button>
      </div>
    </div>
  );
}
