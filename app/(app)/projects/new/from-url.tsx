"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Globe, Pencil, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Badge, Button, ButtonLink, Card, Field, Input } from "../../../_components";
import { useTRPC } from "../../../_trpc/client";
import { fieldErrors } from "../../../_trpc/errors";
import type { Project } from "../../../_trpc/types";
import { BrandSwatches } from "../_form/brand-swatches";

/** Reads a product page into a new project, then shows what was found so it can be kept, edited or discarded. */
export function FromUrl({ onWriteBrief }: { onWriteBrief: (url: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState("");
  const [project, setProject] = useState<Project | null>(null);
  const create = useMutation(trpc.projects.createProjectFromUrl.mutationOptions({
    onSuccess: ({ project: p }) => { setProject(p); queryClient.invalidateQueries({ queryKey: trpc.projects.listProjects.queryKey() }); },
  }));
  const discard = useMutation(trpc.projects.deleteProject.mutationOptions({
    onSuccess: () => { setProject(null); queryClient.invalidateQueries({ queryKey: trpc.projects.listProjects.queryKey() }); },
  }));
  const { fields, other } = fieldErrors(create.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A bare domain is fine: the server reads an address without a scheme as https.
    create.mutate({ url: url.trim() });
  };

  if (project) {
    const logo = (project.brand_kit?.logos as { url?: string }[] | undefined)?.[0]?.url;
    return (
      <Card title="Here is what we found" description={`From ${project.source_url}. Check it before you generate: the brief drives the copy.`}
        actions={<Badge tone="success" dot>Project created</Badge>}>
        <div className="flex flex-col gap-5 sm:flex-row">
          <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-xl border border-line bg-sunken">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            {logo ? <img src={logo} alt="" className="max-h-full max-w-full object-contain" /> : <Globe className="size-6 text-muted" aria-hidden />}
          </div>
          <div className="min-w-0 flex-1">
            <h2 className="text-xl font-semibold">{project.name}</h2>
            {project.tagline && <p className="text-ink-soft">{project.tagline}</p>}
            <p className="mt-3 line-clamp-6 text-sm leading-relaxed text-muted">{project.description}</p>
            <div className="mt-4 flex items-center gap-3 text-sm text-muted">
              <BrandSwatches colors={(project.brand_kit?.colors as string[] | undefined) ?? []} /> Brand colours
            </div>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-2 border-t border-line pt-5">
          <Button variant="ghost" busy={discard.isPending} onClick={() => discard.mutate({ project_id: project.id })}><Trash2 className="size-4" aria-hidden /> Discard</Button>
          <ButtonLink variant="secondary" href={`/projects/${project.slug}/settings`}><Pencil className="size-4" aria-hidden /> Edit details</ButtonLink>
          <ButtonLink href={`/projects/${project.slug}`}>Looks good, open project</ButtonLink>
        </div>
      </Card>
    );
  }

  return (
    <Card title="Start from a web page" description="We read the page's title, description, theme colour and logo. Nothing is generated yet.">
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label="Product page address" className="flex-1" error={fields.url ?? other[0]}>
          <Input type="text" inputMode="url" required value={url} onChange={(e) => setUrl(e.target.value)} placeholder="example.com/product" autoComplete="url" autoCapitalize="none" spellCheck={false} />
        </Field>
        <Button type="submit" size="md" busy={create.isPending} className="sm:mt-7">Read page</Button>
      </form>
      {create.isError && (
        <div className="mt-4 rounded-lg bg-sunken px-4 py-3 text-sm">
          <p>The page could not be read. You can describe your business yourself in a minute; the address is kept.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => onWriteBrief(url.trim())}><Pencil className="size-4" aria-hidden /> Describe it yourself instead</Button>
        </div>
      )}
    </Card>
  );
}

