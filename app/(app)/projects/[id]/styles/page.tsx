"use client";
import { Sparkles } from "lucide-react";
import Link from "next/link";
import { useParams } from "next/navigation";
import { useState } from "react";
import { EmptyState, Field, Select, StyleCategoryBadge } from "../../../../_components";
import { filesPath } from "../../../_lib/files";
import { STYLES } from "@/shared/styles";
import { PLACEMENTS, PLACEMENT_IDS, type Placement } from "@/shared/placements";
import { inStyleCategory, StyleCategoryTabs, type StyleCategory } from "./category-tabs";

type Output = "any" | "image" | "video";

/**
 * The style catalog as its own page: every template and meme format drawn with this project's brand
 * kit, logo and photo, in the placement chosen, so the customer sees their ads before spending tokens.
 */
export default function StylesPage() {
  const { id } = useParams<{ id: string }>();
  const [category, setCategory] = useState<StyleCategory>("all");
  const [output, setOutput] = useState<Output>("any");
  const [placement, setPlacement] = useState<Placement>("square");
  const shown = STYLES.filter((s) => inStyleCategory(s, category) && (output === "any" || s.outputs.includes(output)) && s.placements.includes(placement));
  const { width, height } = PLACEMENTS[placement];
  return (
    <>
      <p className="mb-4 max-w-2xl text-sm text-muted">Every look adlab can draw, shown with this project&apos;s colours, logo and newest photo. Placeholder words stand in for the words each ad writes about your business.</p>
      <StyleCategoryTabs label="Style category" value={category} onChange={setCategory} />
      <form aria-label="Style filters" className="mb-6 grid grid-cols-2 gap-3 sm:max-w-lg" onSubmit={(e) => e.preventDefault()}>
        <Field label="Output">
          <Select value={output} onChange={(e) => setOutput(e.target.value as Output)}>
            <option value="any">Any output</option>
            <option value="image">Images</option>
            <option value="video">Videos</option>
          </Select>
        </Field>
        <Field label="Ad size">
          <Select value={placement} onChange={(e) => setPlacement(e.target.value as Placement)}>
            {PLACEMENT_IDS.map((p) => <option key={p} value={p}>{PLACEMENTS[p].label} ({PLACEMENTS[p].aspect})</option>)}
          </Select>
        </Field>
      </form>
      {shown.length === 0 ? (
        <EmptyState icon={Sparkles} title="No style matches">{output === "video" ? "Memes are still images only; pick Images or All to see them." : "Memes are not made for the leaderboard, mobile banner and skyscraper; pick another ad size to see them."}</EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-label="Styles" data-testid="style-catalog">
          {shown.map((style) => (
            <li key={style.id} data-style={style.id} className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]">
              <div className="grid place-items-center bg-sunken" style={{ aspectRatio: `${width} / ${height}` }}>
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={filesPath.styleWithBrand(id, style.id, placement)} alt={`${style.name} with your brand, ${PLACEMENTS[placement].label}`}
                  width={360} height={Math.round((360 * height) / width)} loading="lazy" className="size-full object-contain" />
              </div>
              <div className="flex flex-1 flex-col gap-1.5 p-3">
                <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                  <h2 className="text-sm font-semibold">{style.name}</h2>
                  <StyleCategoryBadge category={style.category} />
                </div>
                <p className="line-clamp-3 text-xs text-muted">{style.description}</p>
                <p className="text-xs text-muted">{style.outputs.includes("video") ? "Image and video" : "Image only"}</p>
                <Link href={`/projects/${id}/ads/new?style=${encodeURIComponent(style.id)}`} className="mt-auto pt-1 text-sm font-medium text-accent hover:underline">
                  Use this style<span className="sr-only">: {style.name}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
