"use client";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Megaphone } from "lucide-react";
import { useState } from "react";
import { Button, ButtonLink, EmptyState, ErrorState, Field, PageHeader, PageTitle, Select, ShowMore, SkeletonList } from "../../_components";
import { useTRPC } from "../../_trpc/client";
import type { Ad } from "../../_trpc/types";
import { AdCard } from "../projects/[id]/ads/_view/ad-card";

const STATUSES = [["ready", "Ready"], ["generating", "Generating"], ["failed", "Failed"], ["draft", "Draft"]] as const;
const OUTPUTS = [["image", "Image"], ["video", "Video"]] as const;

type Filters = { project: string; status: string; output: string; style: string };
const NO_FILTERS: Filters = { project: "", status: "", output: "", style: "" };

const matches = (ad: Ad, f: Filters) =>
  (!f.project || ad.project_id === f.project) && (!f.status || ad.status === f.status) &&
  (!f.output || ad.output === f.output) && (!f.style || ad.style?.name === f.style);

/** Every ad of the account, newest first, narrowed by project, status, output and style. */
export default function AdsPage() {
  const trpc = useTRPC();
  const [filters, setFilters] = useState(NO_FILTERS);
  const projects = useQuery(trpc.projects.listProjects.queryOptions({ limit: 100 }));
  const ads = useInfiniteQuery(trpc.ads.listAllAds.infiniteQueryOptions({ limit: 100 }, { getNextPageParam: (page) => page.next_cursor ?? undefined }));
  const all = ads.data?.pages.flatMap((p) => p.ads) ?? [];
  const shown = all.filter((ad) => matches(ad, filters));
  const projectName = new Map((projects.data?.projects ?? []).map((p) => [p.id, p.name]));
  const projectSlug = new Map((projects.data?.projects ?? []).map((p) => [p.id, p.slug]));
  const styles = [...new Set(all.map((ad) => ad.style?.name).filter((n): n is string => Boolean(n)))].sort();
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [key]: e.target.value }));

  return (
    <>
      <PageTitle parts={["Ads"]} />
      <PageHeader title="Ads" description="Every ad across your projects, newest first." />
      <form aria-label="Filter ads" className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        <FilterSelect label="Project" any="All projects" value={filters.project} onChange={set("project")}
          options={(projects.data?.projects ?? []).map((p) => [p.id, `${p.name} (/${p.slug})`] as const)} />
        <FilterSelect label="Status" any="Any status" value={filters.status} onChange={set("status")} options={STATUSES} />
        <FilterSelect label="Output" any="Any output" value={filters.output} onChange={set("output")} options={OUTPUTS} />
        <FilterSelect label="Style" any="Any style" value={filters.style} onChange={set("style")} options={styles.map((name) => [name, name] as const)} />
      </form>
      {ads.isPending ? (
        <SkeletonList rows={4} rowClassName="aspect-[4/6]" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" />
      ) : ads.isError ? (
        <ErrorState error={ads.error} retry={() => ads.refetch()} what="your ads" />
      ) : all.length === 0 ? (
        <EmptyState icon={Megaphone} title="No ads yet" action={<ButtonLink href="/projects">Open a project</ButtonLink>}>
          Ads are made inside a project, from what you told adlab about your business and your brand. Every ad you make shows up here too.
        </EmptyState>
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-muted">{shown.length} of {all.length}{ads.hasNextPage ? "+" : ""} ads</p>
          {shown.length === 0 ? (
            <EmptyState icon={Megaphone} title="No ad matches these filters" action={<Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>Clear filters</Button>}>
              Change a filter, or clear them all to see every ad.
            </EmptyState>
          ) : (
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" data-testid="account-ads">
              {shown.map((ad) => <li key={ad.id}><AdCard ad={ad} projectName={projectName.get(ad.project_id)} projectSlug={projectSlug.get(ad.project_id)} /></li>)}
            </ul>
          )}
          {ads.hasNextPage && <ShowMore label="Load older ads" busy={ads.isFetchingNextPage} onClick={() => ads.fetchNextPage()} />}
        </>
      )}
    </>
  );
}

/** One filter: `any` (the empty value) shows every ad; `options` are [value, label] pairs. */
function FilterSelect({ label, any, value, onChange, options }: {
  label: string;
  any: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <Field label={label}>
      <Select value={value} onChange={onChange}>
        <option value="">{any}</option>
        {options.map(([optionValue, optionLabel]) => <option key={optionValue} value={optionValue}>{optionLabel}</option>)}
      </Select>
    </Field>
  );
}
