"use client";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "next/navigation";
import { ErrorState, SkeletonList } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import { GenerateForm } from "../_generate/generate-form";

export default function GenerateAdsPage() {
  const { id } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const account = useQuery(trpc.account.getAccount.queryOptions(undefined, { select: (d) => d.account }));
  const project = useQuery(trpc.projects.getProject.queryOptions({ project_id: id }, { select: (d) => d.project }));
  const audiences = useQuery(trpc.audiences.listAudiences.queryOptions({ project_id: id, limit: 100 }));
  const failed = account.error ?? project.error ?? audiences.error;
  if (failed) return <ErrorState error={failed} retry={() => { account.refetch(); project.refetch(); audiences.refetch(); }} what="the generator" />;
  if (!account.data || !project.data || !audiences.data) {
    return <div className="grid gap-6 lg:grid-cols-[1fr_300px]"><SkeletonList rows={3} rowClassName="h-72" /><SkeletonList rows={1} rowClassName="h-80" /></div>;
  }
  return <GenerateForm projectId={id} account={account.data} audiences={audiences.data.audiences} />;
}
