"use client";
import { useQuery } from "@tanstack/react-query";
import { FolderPlus, ImageIcon, Megaphone, Plus } from "lucide-react";
import Link from "next/link";
import { ButtonLink, EmptyState, ErrorState, PageHeader, PageTitle, SkeletonList } from "../../_components";
import { useTRPC } from "../../_trpc/client";
import type { Ad, Project } from "../../_trpc/types";
import { filesPath } from "../_lib/files";
import { BrandSwatches } from "./_form/brand-swatches";

export default function ProjectsPage() {
  const trpc = useTRPC();
  const projects = useQuery(trpc.projects.listProjects.queryOptions({ limit: 100 }));
  // One account-wide query for the newest ready ads, shown as a strip on each project card.
  const ads = useQuery(trpc.ads.listAllAds.queryOptions({ limit: 100 }));
  const recent = (projectId: string) => (ads.data?.ads ?? []).filter((a) => a.project_id === projectId && a.status === "ready").slice(0, 3);
  const newButton = <ButtonLink href="/projects/new"><Plus className="size-4" aria-hidden /> New project</ButtonLink>;
  return (
    <>
      <PageTitle parts={["Projects"]} />
      <PageHeader title="Projects" description="A project is one business or product: what it sells, its brand, its customers, photos and ads." actions={newButton} />
      {projects.isPending ? (
        <SkeletonList rows={3} rowClassName="h-40" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />
      ) : projects.isError ? (
        <ErrorState error={projects.error} retry={() => projects.refetch()} what="your projects" />
      ) : projects.data.projects.length === 0 ? (
        <EmptyState icon={FolderPlus} title="Make your first ad in three steps"
          action={<ButtonLink href="/projects/new?welcome=1"><Plus className="size-4" aria-hidden /> Set up your first project</ButtonLink>}>
          <ol className="mx-auto mt-1 max-w-sm list-decimal pl-5 text-left">
            <li>Tell adlab what you sell: a name, a few sentences, a photo and your colours if you have them.</li>
            <li>Generate your first ads with one click. You see the cost in tokens before anything is spent.</li>
            <li>Download every size for Instagram, Facebook and more.</li>
          </ol>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {projects.data.projects.map((p) => <li key={p.id}><ProjectCard project={p} recent={recent(p.id)} /></li>)}
        </ul>
      )}
    </>
  );
}

function ProjectCard({ project, recent }: { project: Project; recent: Ad[] }) {
  // The brand logo tells two projects of the same name apart at a glance; the slug and date do in words.
  const logo = ((project.brand_kit?.logos ?? []) as { asset_id?: string }[]).find((l) => l.asset_id)?.asset_id;
  return (
    <Link href={`/projects/${project.slug}`}
      className="group flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] transition hover:-translate-y-0.5 hover:border-line-strong hover:shadow-[var(--shadow-pop)]">
      <div className="flex items-center justify-between gap-3">
        <BrandSwatches colors={(project.brand_kit?.colors as string[] | undefined) ?? []} />
        {project.status !== "active" && <span className="text-xs text-muted">{project.status}</span>}
      </div>
      <div className="mt-4 flex items-center gap-3">
        {logo && (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={filesPath.asset(project.id, logo)} alt="" className="size-10 shrink-0 rounded-md border border-line bg-white object-contain p-0.5" loading="lazy" />
        )}
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold group-hover:text-accent">{project.name}</h2>
          <p className="truncate text-xs text-muted">
            /{project.slug} · created {new Date(project.created_at).toLocaleDateString("en-US", { dateStyle: "medium" })}
          </p>
        </div>
      </div>
      <p className="mt-1 line-clamp-2 text-sm text-muted">{project.tagline || project.description}</p>
      {recent.length > 0 && (
        <div className="mt-4 flex gap-2" aria-hidden>
          {recent.map((ad) => (
            // eslint-disable-next-line @next/next/no-img-element
            <img key={ad.id} src={filesPath.ad(ad.project_id, ad.id, { format: "png", placement: ad.placements[0] })} alt="" loading="lazy"
              className="size-16 rounded-md bg-sunken object-cover" />
          ))}
        </div>
      )}
      <div className="mt-auto flex gap-4 pt-5 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5"><Megaphone className="size-3.5" aria-hidden /> {project.creatives_count} ads</span>
        <span className="inline-flex items-center gap-1.5"><ImageIcon className="size-3.5" aria-hidden /> {project.assets_count} assets</span>
      </div>
    </Link>
  );
}
