"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button, Card, Field, Input, RadioCards, Select, Textarea, cn, useToast } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import { fieldErrors } from "../../../../../_trpc/errors";
import type { Account, Ad, Audience } from "../../../../../_trpc/types";
import { ARRANGEMENTS, LAYOUTS, TYPE_DIRECTIONS, budgetLeft, editOfAd, editPriceOf, editorSlotsOf, type AdDesign, type AdEdit } from "@/server/ads/edit-draft";
import { CTA_BUDGET } from "@/shared/styles";
import { CostSummary } from "../_generate/cost-summary";
import { MusicPicker } from "../_generate/music-picker";
import { PlacementPicker } from "../_generate/placement-picker";
import { EditPreview } from "./edit-preview";

/** Characters left in a slot, counting down; over the budget it says so (exact copy would be refused). */
function BudgetLeft({ budget, text }: { budget: number; text: string }) {
  const left = budgetLeft(budget, text);
  return (
    <span aria-live="polite" className={cn("text-xs tabular", left < 0 ? "font-medium text-danger" : left <= 5 ? "text-warning" : "text-muted")}>
      {left < 0 ? `${-left} over` : `${left} left`}
    </span>
  );
}

/** "Edit and regenerate": the ad's slots, CTA, design, audience, placements and music, previewed live; makes a new ad. */
export function AdEditor({ ad, account, audiences }: { ad: Ad; account: Account; audiences: Audience[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const toast = useToast();
  const { style, slots } = editorSlotsOf(ad);
  const [edit, setEdit] = useState<AdEdit>(() => editOfAd(ad));
  const option = account.output_options.find((o) => o.id === ad.output)!;
  // Exact words are re-rendered on this design at the edit price; rewritten words are a new generation.
  const price = edit.copy_mode === "exact" ? editPriceOf(option.token_cost) : option.token_cost;
  const short = price > account.token_balance;
  const assets = useQuery(trpc.assets.listAssets.queryOptions({ project_id: ad.project_id, limit: 100 }));
  const photos = (assets.data?.assets ?? []).filter((a) => a.status === "ready" && a.content_type.startsWith("image/") && a.asset_type !== "logo");

  const regenerate = useMutation(trpc.ads.regenerate.mutationOptions({
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.account.getAccount.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.ads.pathKey() }),
      ]);
      toast({ title: "Generating the edited ad", body: `${price} tokens spent. The original stays as it was.` });
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
  // Music shows its own error; every other refusal (an exact slot that does not fit, too few tokens) is listed in words.
  const server = fieldErrors(regenerate.error, "ad", ["music"]);
  const problems = server.other;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (short || edit.placements.length === 0) return;
    regenerate.mutate({ projectId: ad.project_id, id: ad.id, edit, idempotencyKey: crypto.randomUUID() });
  };

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_380px] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        <Card title="Copy" description={`${style?.name ?? "This style"}: each slot has its own budget of characters.`}>
          <div className="flex flex-col gap-5">
            {slots.map((slot) => (
              <Field key={slot.name} label={<span className="flex items-baseline justify-between gap-2"><span>{slot.name.replace(/_/g, " ")}</span><BudgetLeft budget={slot.budget} text={edit.copy[slot.name] ?? ""} /></span>}
                hint={`Up to ${slot.budget} characters${slot.max_lines > 1 ? `, ${slot.max_lines} lines` : ", one line"}. ${edit.copy_mode === "exact" ? "Empty: left out." : "Empty: adlab writes it."}`}>
                {slot.budget > 60
                  ? <Textarea rows={2} value={edit.copy[slot.name] ?? ""} onChange={(e) => set("copy", { ...edit.copy, [slot.name]: e.target.value })} />
                  : <Input value={edit.copy[slot.name] ?? ""} onChange={(e) => set("copy", { ...edit.copy, [slot.name]: e.target.value })} />}
              </Field>
            ))}
            <Field label={<span className="flex items-baseline justify-between gap-2"><span>Call to action</span><BudgetLeft budget={CTA_BUDGET} text={edit.cta} /></span>}>
              <Input value={edit.cta} maxLength={CTA_BUDGET} onChange={(e) => set("cta", e.target.value)} />
            </Field>
            <RadioCards legend="Copy mode" value={edit.copy_mode} onChange={(v) => set("copy_mode", v)} options={[
              { value: "exact", label: "Use my words exactly", description: `Verbatim, never cut, redrawn on this design for ${editPriceOf(option.token_cost)} tokens: a slot over its budget is refused before you pay.` },
              { value: "generate", label: "Rewrite with adlab", description: `Your words where they fit; adlab tightens a long line and writes empty slots: a new ad for ${option.token_cost} tokens.` },
            ]} />
          </div>
        </Card>
        <Card title="Design" description="Colours from your brand kit, the layout, the photo and the type.">
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Field label="Colours">
              <Select value={edit.design.palette} onChange={(e) => setDesign("palette", Number(e.target.value))}>
                {Array.from({ length: ARRANGEMENTS }, (_, n) => <option key={n} value={n}>{`Arrangement ${n + 1}`}</option>)}
              </Select>
            </Field>
            {/* A meme's format is read by where its panels stand: memes keep their one layout. */}
            {style?.category !== "meme" && (
              <Field label="Layout" hint="Mirrored swaps left and right: the picture, the words and the logo change sides.">
                <Select value={edit.design.layout} onChange={(e) => setDesign("layout", Number(e.target.value))}>
                  {Array.from({ length: LAYOUTS }, (_, n) => <option key={n} value={n}>{n ? "Mirrored" : "Standard"}</option>)}
                </Select>
              </Field>
            )}
            {photos.length > 0 && (
              <Field label="Photo">
                <Select value={edit.design.photo_asset_id ?? ""} onChange={(e) => setDesign("photo_asset_id", e.target.value || null)}>
                  <option value="">The project&apos;s latest photo</option>
                  {photos.map((a) => <option key={a.id} value={a.id}>{a.filename}</option>)}
                </Select>
              </Field>
            )}
            <Field label="Type">
              <Select value={edit.design.type_direction ?? ""} onChange={(e) => setDesign("type_direction", (e.target.value || null) as AdDesign["type_direction"])}>
                <option value="">Your brand kit&apos;s</option>
                {TYPE_DIRECTIONS.map((t) => <option key={t} value={t}>{t[0].toUpperCase() + t.slice(1)}</option>)}
              </Select>
            </Field>
          </div>
        </Card>
        <Card title="Audience and placements">
          <div className="flex flex-col gap-5">
            <Field label="Audience" optional>
              <Select value={edit.audience_id ?? ""} onChange={(e) => set("audience_id", e.target.value || null)}>
                <option value="">Everyone</option>
                {audiences.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
              </Select>
            </Field>
            <PlacementPicker value={edit.placements} onChange={(v) => set("placements", v)} error={edit.placements.length ? undefined : "Pick at least one placement"} />
            {ad.output === "video" && <MusicPicker music={edit.music} onMusic={(v) => set("music", v)} errors={{ music: server.fields.music }} />}
          </div>
        </Card>
      </div>

      <aside className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-24">
        <Card title="Preview" description="Your edit on this ad's design. The new ad is checked and rendered in full.">
          <EditPreview ad={ad} edit={edit} />
        </Card>
        <Card title="New ad">
          <div className="flex flex-col gap-4">
            <CostSummary label={edit.copy_mode === "exact" ? "Edit" : option.label} each={price} count={1} balance={account.token_balance} />
            {problems.length > 0 && (
              <ul role="alert" className="list-disc rounded-lg bg-danger-soft py-2 pl-7 pr-3 text-xs text-danger">
                {problems.map((p) => <li key={p}>{p}</li>)}
              </ul>
            )}
            <Button type="submit" size="lg" busy={regenerate.isPending} disabled={short}>
              <Sparkles className="size-4" aria-hidden /> {edit.copy_mode === "exact" ? `Save these changes for ${price} tokens` : `Generate for ${price} tokens`}
            </Button>
            <p className="text-xs text-muted">The original ad stays as it is.</p>
          </div>
        </Card>
      </aside>
    </form>
  );
}
