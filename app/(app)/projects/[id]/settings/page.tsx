"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useParams, useRouter } from "next/navigation";
import { useState } from "react";
import { Button, Card, ConfirmDialog, SkeletonList, useToast } from "../../../../_components";
import { useTRPC } from "../../../../_trpc/client";
import { apiError } from "../../../../_trpc/errors";
import { draftOf, ProjectForm, toProjectInput } from "../../_form/project-form";
import { ExternalIdentifiers } from "../../_ids/external-identifiers";

export default function ProjectSettingsPage() {
  const { id } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const project = useQuery(trpc.projects.getProject.queryOptions({ project_id: id }, { select: (d) => d.project }));
  const targets = useQuery(trpc.projects.getPerformanceTargets.queryOptions({ project_id: id }, { select: (d) => d.performance_targets }));
  const update = useMutation(trpc.projects.updateProject.mutationOptions({
    onSuccess: async (p) => {
      // The saved targets come back before the form is rebuilt, so it shows what was stored.
      await queryClient.invalidateQueries({ queryKey: trpc.projects.getPerformanceTargets.queryKey({ project_id: id }) });
      queryClient.setQueryData(trpc.projects.getProject.queryKey({ project_id: id }), p);
      queryClient.invalidateQueries({ queryKey: trpc.projects.listProjects.queryKey() });
      toast({ title: "Saved", body: "New ads will use what you changed." });
    },
  }));
  const remove = useMutation(trpc.projects.deleteProject.mutationOptions({
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: trpc.projects.listProjects.queryKey() });
      toast({ title: "Project deleted" });
      router.push("/projects");
    },
    onError: (e) => toast({ tone: "error", title: "Could not delete the project", body: apiError(e)?.message }),
  }));

  if (!project.data || !targets.data) return <SkeletonList rows={3} rowClassName="h-56" />;
  const p = project.data;
  return (
    <div className="flex flex-col gap-8">
      <ProjectForm key={`${p.updated_at} ${JSON.stringify(targets.data)}`} initial={draftOf(p, targets.data)} projectId={p.id} submitLabel="Save changes" busy={update.isPending} error={update.error}
        onSubmit={(d) => update.mutate({ project_id: p.id, ...(toProjectInput(d, true) as object) })} />
      <ExternalIdentifiers projectId={p.id} />
      <Card title="Delete project" description="Deletes the project with its audiences, assets, ads and learning record. This cannot be undone.">
        <Button variant="danger" onClick={() => setConfirming(true)}><Trash2 className="size-4" aria-hidden /> Delete {p.name}</Button>
      </Card>
      <ConfirmDialog open={confirming} onClose={() => setConfirming(false)} title={`Delete ${p.name}?`}
        confirmLabel="Delete project" busy={remove.isPending} onConfirm={() => remove.mutate({ project_id: p.id })}>
        <p>Its {p.creatives_count} ads and {p.assets_count} assets are deleted too. Ads already downloaded keep working wherever you put them.</p>
      </ConfirmDialog>
    </div>
  );
}
