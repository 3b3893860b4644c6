"use client";
import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import Link from "next/link";
import { useParams, usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { ButtonLink, ErrorState, PageTitle, Skeleton, Tabs } from "../../../_components";
import { useTRPC } from "../../../_trpc/client";
import { SECTION_WORDS as S } from "../../../_lib/words";
import { useWarmStylePreviews } from "./styles/warm-previews";

const SECTIONS: Record<string, string> = S;

/** Project header and section tabs, shared by every page of one project. */
export default function ProjectLayout({ children }: { children: ReactNode }) {
  const { id } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const project = useQuery(trpc.projects.getProject.queryOptions({ project_id: id }, { select: (d) => d.project }));
  // "Ads · Northwind Coffee · adlab"; an ad's own page names the ad instead (it is not a section).
  const section = SECTIONS[usePathname().split("/").slice(3).join("/")];
  useWarmStylePreviews(id, project.data?.updated_at);
  if (project.isError) return <ErrorState error={project.error} retry={() => project.refetch()} what="this project" />;
  const base = `/projects/${id}`;
  const p = project.data;
  return (
    <>
      {section && <PageTitle parts={[section, p?.name]} />}
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <div className="mb-2 flex items-center gap-2 text-sm text-muted">
            <Link href="/projects" className="hover:text-ink">Projects</Link><span aria-hidden>/</span>
            {p ? <span className="truncate">{p.name}</span> : <Skeleton className="h-4 w-24" />}
          </div>
          {p ? <h1 className="truncate text-2xl font-semibold sm:text-3xl">{p.name}</h1> : <Skeleton className="h-9 w-64" />}
          {p ? <p className="mt-1 line-clamp-1 text-sm text-muted">{p.tagline || "No tagline yet"}</p> : <Skeleton className="mt-2 h-4 w-48" />}
        </div>
        <ButtonLink href={`${base}/ads/new`}><Sparkles className="size-4" aria-hidden /> {S["ads/new"]}</ButtonLink>
      </div>
      <Tabs label="Project sections" className="mb-6 sm:mb-8" items={[
        { href: base, label: S[""], count: p?.creatives_count },
        { href: `${base}/assets`, label: S.assets, count: p?.assets_count },
        { href: `${base}/audiences`, label: S.audiences },
        { href: `${base}/catalogs`, label: S.catalogs },
        { href: `${base}/performance`, label: S.performance },
        { href: `${base}/styles`, label: S.styles },
        { href: `${base}/learning`, label: S.learning },
        { href: `${base}/settings`, label: S.settings },
      ]} />
      {children}
    </>
  );
}
