"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore, type ComponentProps, type FormEvent } from "react";
import { Button, Card, Field, Input, RadioCards, Select, Textarea, cn, useToast } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import { fieldErrors } from "../../../../../_trpc/errors";
import type { Account, Ad, Audience } from "../../../../../_trpc/types";
import { WORDS } from "../../../../../_lib/words";
import type { AdEdit } from "@/server/ads/edit-draft";
import type { AdDesign } from "@/server/generation/design";
import type { EditableSlot } from "@/server/styles/types";
import { LAYOUTS, TYPE_DIRECTIONS, budgetLeft, editPriceOf, editorSlotsOf } from "@/shared/ad-editor";
import { CTA_BUDGET } from "@/shared/styles";
import { CostSummary } from "../_generate/cost-summary";
import { MusicPicker } from "../_generate/music-picker";
import { PlacementPicker } from "../_generate/placement-picker";
import { ColourChoices } from "./colour-choices";
import { EditPreview } from "./edit-preview";
import { PhotoField } from "./photo-field";
import { cutWords, useEditCheck, type Cut } from "./use-edit-check";

/** Characters left in a part, counting down; over its room it says so (your exact words would be refused). */
function BudgetLeft({ budget, text }: { budget: number; text: string }) {
  const left = budgetLeft(budget, text);
  return (
    <span aria-live="polite" className={cn("text-xs tabular", left < 0 ? "font-medium text-danger" : left <= 5 ? "text-warning" : "text-muted")}>
      {left < 0 ? `${-left} over` : `${left} left`}
    </span>
  );
}

/** Why the edit cannot be saved yet, or null. */
function blockedBy(o: { changed: boolean; placements: number; exact: boolean; cuts: number; checked: boolean }): string | null {
  if (!o.changed) return "Change something to save a new ad.";
  if (o.placements === 0) return "Pick at least one ad size.";
  if (o.exact && o.cuts) return "Shorten the words marked in red first: nothing is charged until they fit.";
  return o.exact && !o.checked ? "Checking that your words fit every size…" : null;
}

/** Wide screens (lg) show the preview beside the form; a phone shows it above, in view while typing. */
const wide = (onChange: () => void) => {
  const query = window.matchMedia("(min-width: 1024px)");
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
const useWide = () => useSyncExternalStore(wide, () => window.matchMedia("(min-width: 1024px)").matches, () => true);

/**
 * "Edit and regenerate" (or, for a failed ad, "Edit and try again"): the ad's words, call to action, design,
 * audience, ad sizes and music, previewed live and checked as the pipeline lays them out, so an edit that would
 * be cut is stopped here, before any charge. Save stays off until something changed (a failed ad may be tried
 * again as it is). Makes a new ad.
 */
export function AdEditor({ ad, start, account, audiences }: { ad: Ad; start: AdEdit; account: Account; audiences: Audience[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const toast = useToast();
  const { style, slots } = editorSlotsOf(ad);
  const [edit, setEdit] = useState<AdEdit>(start);
  const option = account.output_options.find((o) => o.id === ad.output)!;
  const exact = edit.copy_mode === "exact";
  // Exact words are redrawn on this design at the edit price; rewritten words are a new ad.
  const price = exact ? editPriceOf(option.token_cost) : option.token_cost;
  const short = price > account.token_balance;
  // A failed ad may be tried again as it is: its words and sizes were planned before the charge, so what
  // failed it was not them.
  const changed = JSON.stringify(edit) !== JSON.stringify(start) || ad.status === "failed";
  const check = useEditCheck(ad, edit);
  // Rewritten words are shortened by adlab; only exact words that a size would cut stop the save.
  const cuts = exact ? check.cuts : [];
  const cutsOf = (slot: string): Cut[] => cuts.filter((c) => c.slot === slot);

  const regenerate = useMutation(trpc.ads.regenerate.mutationOptions({
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.account.getAccount.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.ads.pathKey() }),
      ]);
      toast({ title: "Making the edited ad", body: `${price} tokens spent. The original stays as it was.` });
      router.push(`/projects/${ad.project_id}/ads/${result.ad.id}`);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: trpc.account.getAccount.queryKey() }),
  }));
  // A refusal is about the edit as it was sent: any change clears it.
  const set = <K extends keyof AdEdit>(key: K, value: AdEdit[K]) => {
    if (regenerate.error) regenerate.reset();
    setEdit((e) => ({ ...e, [key]: value }));
  };
  const setDesign = <K extends keyof AdDesign>(key: K, value: AdDesign[K]) => set("design", { ...edit.design, [key]: value });
  // Music shows its own error; every other refusal (too few tokens, words over their room) is listed in words.
  const server = fieldErrors(regenerate.error, "ad", ["music"]);
  const blocked = blockedBy({ changed, placements: edit.placements.length, exact, cuts: cuts.length, checked: check.current });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (short || blocked) return;
    regenerate.mutate({ projectId: ad.project_id, id: ad.id, edit, idempotencyKey: crypto.randomUUID() });
  };
  const isWide = useWide();
  const preview = (heightVh: number) => (
    <Card title="Preview" description={isWide ? "Your edit on this ad's design, checked as it will be drawn." : undefined}><EditPreview ad={ad} edit={edit} cuts={cuts} heightVh={heightVh} /></Card>
  );

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_380px] lg:items-start">
      {!isWide && <div className="sticky top-14 z-20 -mx-4 bg-canvas/95 px-4 pb-2 backdrop-blur" data-testid="phone-preview">{preview(24)}</div>}
      <div className="flex min-w-0 flex-col gap-6">
        <WordsCard styleName={style?.name} slots={slots} edit={edit} exact={exact} cutsOf={cutsOf} tokenCost={option.token_cost} set={set} />
        <DesignCard design={edit.design} colours={check.colours} keepsLayout={style?.category === "meme"} projectId={ad.project_id} onDesign={setDesign} />
        <AudienceAndSizes edit={edit} audiences={audiences} video={ad.output === "video"} musicError={server.fields.music} set={set} />
      </div>

      <aside className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-24">
        {isWide && preview(60)}
        <NewAdCard
          label={exact ? "Edit" : option.label}
          price={price}
          balance={account.token_balance}
          problems={server.other}
          busy={regenerate.isPending}
          disabled={short || Boolean(blocked)}
          exact={exact}
          blocked={blocked}
          cut={cuts.length > 0}
        />
      </aside>
    </form>
  );
}

/** What the new ad costs, what the server refused, and the save button with why it is off. */
function NewAdCard({ label, price, balance, problems, busy, disabled, exact, blocked, cut }: {
  label: string;
  price: number;
  balance: number;
  problems: string[];
  busy: boolean;
  disabled: boolean;
  exact: boolean;
  blocked: string | null;
  cut: boolean;
}) {
  return (
    <Card title="New ad">
      <div className="flex flex-col gap-4">
        <CostSummary label={label} each={price} count={1} balance={balance} />
        {problems.length > 0 && (
          <ul role="alert" className="list-disc rounded-lg bg-danger-soft py-2 pl-7 pr-3 text-xs text-danger">
            {problems.map((p) => <li key={p}>{p}</li>)}
          </ul>
        )}
        <Button type="submit" size="lg" busy={busy} disabled={disabled} aria-describedby="save-blocked">
          <Sparkles className="size-4" aria-hidden /> {exact ? `Save these changes for ${price} tokens` : `Generate for ${price} tokens`}
        </Button>
        <p id="save-blocked" className={cn("text-xs", cut ? "font-medium text-danger" : "text-muted")} data-testid="save-state">
          {blocked ?? "The original ad stays as it is."}
        </p>
      </div>
    </Card>
  );
}

/** The design choices: colour arrangement, layout (not for memes), type direction and photo. */
function DesignCard({ design, colours, keepsLayout, projectId, onDesign }: {
  design: AdDesign;
  colours: ComponentProps<typeof ColourChoices>["choices"];
  keepsLayout: boolean;
  projectId: string;
  onDesign: <K extends keyof AdDesign>(key: K, value: AdDesign[K]) => void;
}) {
  return (
    <Card title="Design" description="The colours, the layout, the photo and the type.">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2"><ColourChoices value={design.palette} choices={colours} onChange={(v) => onDesign("palette", v)} /></div>
        {/* A meme's format is read by where its panels stand: memes keep their one layout. */}
        {!keepsLayout && (
          <Field label="Layout" hint="Mirrored swaps left and right: the picture, the words and the logo change sides.">
            <Select value={design.layout} onChange={(e) => onDesign("layout", Number(e.target.value))}>
              {Array.from({ length: LAYOUTS }, (_, n) => <option key={n} value={n}>{n ? "Mirrored" : "Standard"}</option>)}
            </Select>
          </Field>
        )}
        <Field label="Type">
          <Select value={design.type_direction ?? ""} onChange={(e) => onDesign("type_direction", (e.target.value || null) as AdDesign["type_direction"])}>
            <option value="">Your brand&apos;s</option>
            {TYPE_DIRECTIONS.map((t) => <option key={t} value={t}>{t[0].toUpperCase() + t.slice(1)}</option>)}
          </Select>
        </Field>
        <PhotoField projectId={projectId} value={design.photo_asset_id} onChange={(id) => onDesign("photo_asset_id", id)} />
      </div>
    </Card>
  );
}

/** Who the ad is for, its sizes and, for a video, its music. */
function AudienceAndSizes({ edit, audiences, video, musicError, set }: {
  edit: AdEdit;
  audiences: Audience[];
  video: boolean;
  musicError: string | undefined;
  set: <K extends keyof AdEdit>(key: K, value: AdEdit[K]) => void;
}) {
  return (
    <Card title="Audience and ad sizes">
      <div className="flex flex-col gap-5">
        <Field label="Audience" optional>
          <Select value={edit.audience_id ?? ""} onChange={(e) => set("audience_id", e.target.value || null)}>
            <option value="">Everyone</option>
            {audiences.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
          </Select>
        </Field>
        <PlacementPicker value={edit.placements} onChange={(v) => set("placements", v)} error={edit.placements.length ? undefined : "Pick at least one ad size"} />
        {video && <MusicPicker music={edit.music} onMusic={(v) => set("music", v)} errors={{ music: musicError }} />}
      </div>
    </Card>
  );
}

/** Each part's words with the room left, the call to action, and whose words they are (exact or rewritten). */
function WordsCard({ styleName, slots, edit, exact, cutsOf, tokenCost, set }: {
  styleName: string | undefined;
  slots: EditableSlot[];
  edit: AdEdit;
  exact: boolean;
  cutsOf: (slot: string) => Cut[];
  tokenCost: number;
  set: <K extends keyof AdEdit>(key: K, value: AdEdit[K]) => void;
}) {
  return (
    <Card title="Words" description={`${styleName ?? "This look"}: each part has room for a set number of characters.`}>
      <div className="flex flex-col gap-5">
        {slots.map((slot) => {
          const slotCuts = cutsOf(slot.name);
          const onChange = (value: string) => set("copy", { ...edit.copy, [slot.name]: value });
          const props = { value: edit.copy[slot.name] ?? "", onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
          return (
            <Field key={slot.name} error={slotCuts.length ? cutWords(slotCuts) : undefined}
              label={<span className="flex items-baseline justify-between gap-2"><span>{slot.name.replace(/_/g, " ")}</span><BudgetLeft budget={slot.budget} text={edit.copy[slot.name] ?? ""} /></span>}
              hint={`Up to ${slot.budget} characters${slot.max_lines > 1 ? `, ${slot.max_lines} lines` : ", one line"}. ${exact ? "Empty: left out." : "Empty: adlab writes it."}`}>
              {slot.budget > 60 ? <Textarea rows={2} {...props} /> : <Input {...props} />}
            </Field>
          );
        })}
        <Field error={cutsOf("cta").length ? cutWords(cutsOf("cta")) : undefined}
          label={<span className="flex items-baseline justify-between gap-2"><span>Call to action</span><BudgetLeft budget={CTA_BUDGET} text={edit.cta} /></span>}>
          <Input value={edit.cta} maxLength={CTA_BUDGET} onChange={(e) => set("cta", e.target.value)} />
        </Field>
        <RadioCards legend="Whose words" value={edit.copy_mode} onChange={(v) => set("copy_mode", v)} options={[
          { value: "exact", label: WORDS.exactWords, description: `Never cut or changed, redrawn on this design for ${editPriceOf(tokenCost)} tokens. Words that would not fit are stopped here, before you pay.` },
          { value: "generate", label: "Rewrite with adlab", description: `Your words where they fit; adlab tightens a long line and writes empty parts: a new ad for ${tokenCost} tokens.` },
        ]} />
      </div>
    </Card>
  );
}
