"use client";
import { useRef, useState, type FormEvent } from "react";
import { Button, Card, Field, Input, Select, Textarea, useFocusFirstError } from "../../../_components";
import { fieldErrors } from "../../../_trpc/errors";
import type { Project } from "../../../_trpc/types";
import { COPY_LANGUAGES, countWords } from "@/shared/language";
import { ColorList } from "./color-list";
import { LogoPicker, type Logo } from "./logo-picker";
import { ProductPhotoPicker } from "./product-photo-picker";

export type ProjectDraft = {
  name: string;
  tagline: string;
  language: string;
  description: string;
  visual_direction: string;
  source_url: string;
  colors: string[];
  font_direction: string;
  style_notes: string;
  logos: Logo[];
  target_cpa: string;
  target_cpa_currency: string;
  ad_health_monitored: boolean;
};

const languageName = (tag: string) => new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? tag;

/** Shown on request under the description: the three things to say, in about 40 words. */
const DESCRIPTION_EXAMPLE =
  "Northwind Coffee roasts small batches of single-origin beans every Monday and ships them the same week. It is for people who brew at home and want cafe flavour without the cafe price. Fresher than supermarket coffee, and cheaper than a daily latte.";

const FONT_DIRECTIONS = ["geometric sans", "humanist sans", "serif", "condensed display", "rounded", "handwritten", "monospace"];

/** The performance targets the API accepts but leaves out of the project JSON (projects.getPerformanceTargets). */
export type PerformanceTargets = { ad_health_monitored: boolean; target_cpa: string | null; target_cpa_currency: string | null };

export function draftOf(project?: Project, targets?: PerformanceTargets): ProjectDraft {
  const kit = (project?.brand_kit ?? {}) as { colors?: string[]; font_preferences?: { direction?: string }; style_notes?: string | null; logos?: Logo[] };
  return {
    name: project?.name ?? "",
    tagline: project?.tagline ?? "",
    language: project?.language ?? "",
    description: project?.description ?? "",
    visual_direction: project?.visual_direction ?? "",
    source_url: project?.source_url ?? "",
    colors: kit.colors ?? [],
    font_direction: kit.font_preferences?.direction ?? "",
    style_notes: kit.style_notes ?? "",
    logos: kit.logos ?? [],
    target_cpa: targets?.target_cpa ?? "",
    target_cpa_currency: targets?.target_cpa_currency ?? "",
    ad_health_monitored: targets?.ad_health_monitored ?? false,
  };
}

/** The request body the API expects; empty optional fields are left out (or null on edit, to clear them). */
export function toProjectInput(d: ProjectDraft, editing: boolean) {
  const opt = (v: string) => (v.trim() ? v.trim() : editing ? null : undefined);
  return {
    name: d.name,
    description: d.description,
    tagline: opt(d.tagline),
    language: opt(d.language),
    visual_direction: d.visual_direction.trim() || undefined,
    source_url: opt(d.source_url),
    target_cpa: opt(d.target_cpa),
    target_cpa_currency: d.target_cpa_currency.trim() ? d.target_cpa_currency.trim().toUpperCase() : editing ? null : undefined,
    // On edit the box is always sent, so unticking it switches monitoring off.
    ad_health_monitored: editing ? d.ad_health_monitored : d.ad_health_monitored || undefined,
    brand_kit: {
      colors: d.colors,
      font_preferences: d.font_direction ? { direction: d.font_direction } : {},
      logos: d.logos,
      style_notes: d.style_notes.trim() || null,
    },
  };
}

const FIELD_PATH: Partial<Record<keyof ProjectDraft, string>> = {
  colors: "brand_kit.colors", font_direction: "brand_kit.font_preferences", style_notes: "brand_kit.style_notes", logos: "brand_kit.logos",
};

/**
 * Create and edit share this form: the brief, the brand kit, and the optional performance targets. The
 * description's 30 words are helped (a live counter, what to say, an example), never counted against the
 * customer before they submit; the server says what is missing.
 */
export function ProjectForm({ initial, projectId, submitLabel, busy, error, onSubmit, onPendingLogo, onPendingPhoto, simple = false }: {
  initial: ProjectDraft;
  /** A new project: only name, what you sell, colours and a logo or photo; the rest folded under "More details". */
  simple?: boolean;
  /** Set when editing; logos then upload straight into the project's asset library. */
  projectId?: string;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (draft: ProjectDraft) => void;
  /** On create, a logo file chosen before the project exists; uploaded right after creation. */
  onPendingLogo?: (file: File | null) => void;
  /** On create, a product photo chosen before the project exists; uploaded right after creation. */
  onPendingPhoto?: (file: File | null) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, error);
  // Fields edited since the last failed submit stop showing that submit's error.
  const [edited, setEdited] = useState<{ error: unknown; keys: string[] }>({ error: null, keys: [] });
  const set = <K extends keyof ProjectDraft>(key: K, value: ProjectDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setEdited((e) => ({ error, keys: e.error === error ? [...e.keys, FIELD_PATH[key] ?? key] : [FIELD_PATH[key] ?? key] }));
  };
  const stale = edited.error === error ? edited.keys : [];
  const all = fieldErrors(error, "project");
  const fields = Object.fromEntries(Object.entries(all.fields).filter(([path]) => !stale.some((k) => path === k || path.startsWith(k + "."))));
  const other = all.other;
  const submit = (e: FormEvent) => { e.preventDefault(); onSubmit(draft); };

  const { tagline, language, visual, website, typeDirection, styleNotes, targets } = detailFields(draft, fields, set);
  return (
    <form ref={form} onSubmit={submit} className="flex flex-col gap-6" noValidate>
      <Card title={simple ? "What you sell" : "What you sell"} description={simple ? "Two things are enough to start: a name and a few sentences. adlab writes every ad from them." : "What the product is and who it is for. adlab writes every ad from this."}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={simple ? "Name of the product or business" : "Name"} error={fields.name}>
            <Input value={draft.name} onChange={(e) => set("name", e.target.value)} required autoComplete="off" placeholder="Northwind Coffee" />
          </Field>
          {!simple && tagline}
          {!simple && language}
          <DescriptionField simple={simple} value={draft.description} error={fields.description} onChange={(v) => set("description", v)} />
          {!simple && visual}
          {!simple && website}
        </div>
      </Card>

      <Card title={simple ? "Your look" : "Your brand"} description={simple ? "Optional: your colours, a logo and a product photo. Leave them empty and adlab picks colours that suit the product." : "Colours, type and logo that every design follows."}>
        <div className="grid gap-8 lg:grid-cols-2">
          <ColorList colors={draft.colors} onChange={(c) => set("colors", c)} errors={fields} />
          <div className="flex flex-col gap-5">
            {!simple && typeDirection}
            {!simple && styleNotes}
            <LogoPicker projectId={projectId} logos={draft.logos} onChange={(l) => set("logos", l)} onPendingFile={onPendingLogo} />
            {onPendingPhoto && <ProductPhotoPicker onPendingFile={onPendingPhoto} />}
          </div>
        </div>
      </Card>

      {simple ? (
        <details className="rounded-[var(--radius-card)] border border-line bg-surface px-5 py-4">
          <summary className="cursor-pointer text-sm font-medium">More details (optional): tagline, language, look and feel, website, targets</summary>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            {tagline}{language}{visual}{website}{typeDirection}{styleNotes}
          </div>
          <div className="mt-5">{targets}</div>
        </details>
      ) : (
        <Card title="Performance targets" description="Optional. Used by ad health monitoring once ads run.">{targets}</Card>
      )}

      {other.length > 0 && <div role="alert" className="rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger">{other.map((o) => <p key={o}>{o}</p>)}</div>}
      <div className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t border-line bg-canvas/90 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button type="submit" size="lg" busy={busy}>{submitLabel}</Button>
      </div>
    </form>
  );
}

/** The fields beyond the name, the description, colours and logo: shown on the edit form, folded under "More details" on create. */
function detailFields(draft: ProjectDraft, fields: Record<string, string>, set: <K extends keyof ProjectDraft>(key: K, value: ProjectDraft[K]) => void) {
  const tagline = (
    <Field label="Tagline" optional error={fields.tagline}>
            <Input value={draft.tagline} onChange={(e) => set("tagline", e.target.value)} placeholder="Beans roasted this week" />
          </Field>
  );
  const language = (
    <Field label="Language" optional error={fields.language}
            hint="The language ads are written in; detected from the description when left empty.">
            <Select value={draft.language} onChange={(e) => set("language", e.target.value)}>
              <option value="">Detect from the description</option>
              {COPY_LANGUAGES.map((tag) => <option key={tag} value={tag}>{languageName(tag)}</option>)}
              {draft.language && !(COPY_LANGUAGES as readonly string[]).includes(draft.language) ? <option value={draft.language}>{languageName(draft.language)}</option> : null}
            </Select>
          </Field>
  );
  const visual = (
    <Field label="Visual direction" optional error={fields.visual_direction} hint="Mood, imagery and what to avoid.">
            <Textarea rows={3} value={draft.visual_direction} onChange={(e) => set("visual_direction", e.target.value)} placeholder="Warm morning light, close-ups of beans, no stock-photo smiles" />
          </Field>
  );
  const website = (
    <Field label="Website" optional error={fields.source_url}>
            <Input type="url" inputMode="url" value={draft.source_url} onChange={(e) => set("source_url", e.target.value)} placeholder="https://example.com" />
          </Field>
  );
  const typeDirection = (
    <Field label="Type direction" optional error={fields["brand_kit.font_preferences"]}>
              <Select value={draft.font_direction} onChange={(e) => set("font_direction", e.target.value)}>
                <option value="">Let the design decide</option>
                {FONT_DIRECTIONS.map((f) => <option key={f} value={f}>{f[0].toUpperCase() + f.slice(1)}</option>)}
              </Select>
            </Field>
  );
  const styleNotes = (
    <Field label="Style notes" optional error={fields["brand_kit.style_notes"]}>
              <Textarea rows={3} value={draft.style_notes} onChange={(e) => set("style_notes", e.target.value)} placeholder="Lowercase headlines, lots of white space" />
            </Field>
  );
  const targets = (
    <div className="grid gap-5 sm:grid-cols-3">
          <Field label="Target CPA" optional error={fields.target_cpa}>
            <Input inputMode="decimal" value={draft.target_cpa} onChange={(e) => set("target_cpa", e.target.value)} placeholder="12.50" />
          </Field>
          <Field label="Currency" optional error={fields.target_cpa_currency}>
            <Input value={draft.target_cpa_currency} maxLength={3} onChange={(e) => set("target_cpa_currency", e.target.value)} placeholder="USD" className="uppercase" />
          </Field>
          <label className="flex items-center gap-3 self-end pb-2.5 text-sm">
            <input type="checkbox" checked={draft.ad_health_monitored} onChange={(e) => set("ad_health_monitored", e.target.checked)} className="size-4 accent-[var(--color-accent)]" />
            Monitor ad health
          </label>
          <p className="text-xs text-muted sm:col-span-3">
            {draft.ad_health_monitored
              ? "Monitoring is on: ads whose CTR drops significantly while their CPA is above the target are flagged on the ad page."
              : "Monitoring is off: ads are not flagged, whatever their CTR and CPA."}
          </p>
        </div>
  );
  return { tagline, language, visual, website, typeDirection, styleNotes, targets };
}

/** The description, with a live word count (as the server counts), what to say and an example. */
function DescriptionField({ simple, value, error, onChange }: { simple: boolean; value: string; error: string | undefined; onChange: (value: string) => void }) {
  // Counted as the server counts (Japanese, Chinese and Thai are not counted by spaces).
  const count = countWords(value);
  return (
    <Field className="sm:col-span-2" label={simple ? "What you sell, in a few sentences" : "Description"} error={error}
      hint={<>
        <span data-testid="word-count" className={count >= 30 ? "text-success" : undefined}>{count} {count === 1 ? "word" : "words"}{count >= 30 ? ": enough to write good ads" : ` of about 30: ${30 - count} to go`}.</span>{" "}
        Say who it is for, what it does and why it beats the alternatives.
        <details className="mt-1"><summary className="cursor-pointer text-accent">See an example</summary>
          <span className="mt-1 block italic">{DESCRIPTION_EXAMPLE}</span></details>
      </>}>
      <Textarea rows={6} value={value} onChange={(e) => onChange(e.target.value)} required />
    </Field>
  );
}
