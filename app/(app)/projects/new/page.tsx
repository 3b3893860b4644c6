"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter, useSearchParams } from "next/navigation";
import { Suspense, useState } from "react";
import { PageHeader, PageTitle, Tabs, useToast } from "../../../_components";
import { useTRPC } from "../../../_trpc/client";
import { uploadAsset } from "../../_lib/files";
import { draftOf, ProjectForm, toProjectInput } from "../_form/project-form";
import { FromUrl } from "./from-url";

// useSearchParams needs a Suspense boundary in a client page.
export default function NewProjectPage() {
  return <Suspense><NewProject /></Suspense>;
}

function NewProject() {
  const [mode, setMode] = useState("brief");
  // "From a web address" that could not be read falls back to the brief, the address kept.
  const [sourceUrl, setSourceUrl] = useState("");
  const welcome = useSearchParams().get("welcome") === "1";
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const toast = useToast();
  const [pendingLogo, setPendingLogo] = useState<File | null>(null);
  const [pendingPhoto, setPendingPhoto] = useState<File | null>(null);
  const update = useMutation(trpc.projects.updateProject.mutationOptions());
  const create = useMutation(trpc.projects.createProject.mutationOptions({
    onSuccess: async ({ project }) => {
      if (pendingLogo) {
        try {
          const asset = await uploadAsset(project.id, pendingLogo, { asset_type: "logo", description: "Brand logo" });
          const kit = project.brand_kit ?? {};
          await update.mutateAsync({ project_id: project.id, brand_kit: { ...kit, logos: [{ asset_id: asset.id, filename: asset.filename, source: "upload" }] } as never });
        } catch (e) {
          toast({ tone: "error", title: "Project created, but the logo did not upload", body: (e as Error).message });
        }
      }
      if (pendingPhoto) {
        await uploadAsset(project.id, pendingPhoto, { asset_type: "product", description: "Product photo" }).catch((e: Error) =>
          toast({ tone: "error", title: "Project created, but the product photo did not upload", body: e.message }));
      }
      await queryClient.invalidateQueries({ queryKey: trpc.projects.listProjects.queryKey() });
      toast({ title: `${project.name} created` });
      router.push(`/projects/${project.slug}`);
    },
  }));

  return (
    <>
      <PageTitle parts={["New project"]} />
      <PageHeader back={{ href: "/projects", label: "Projects" }} title={welcome ? "Your first project" : "New project"}
        description={welcome
          ? "Step 1 of 2: tell adlab what you sell. Next, your first ad is one click away."
          : "Tell adlab what you sell, or start from the product's web page."} />
      <Tabs label="How to start" className="mb-6" value={mode} onChange={setMode}
        items={[{ value: "brief", label: "Describe it yourself" }, { value: "url", label: "From a web address" }]} />
      {mode === "brief" ? (
        <ProjectForm key={sourceUrl} initial={{ ...draftOf(), source_url: sourceUrl }} simple submitLabel="Create project" busy={create.isPending || update.isPending} error={create.error}
          onPendingLogo={setPendingLogo} onPendingPhoto={setPendingPhoto}
          onSubmit={(d) => create.mutate(toProjectInput(d, false) as never)} />
      ) : (
        <FromUrl onWriteBrief={(url) => { setSourceUrl(url); setMode("brief"); }} />
      )}
    </>
  );
}
