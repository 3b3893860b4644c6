"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, ImageIcon, Pencil, Trash2 } from "lucide-react";
import { useParams } from "next/navigation";
import { useState } from "react";
import { Badge, Button, buttonClass, ConfirmDialog, Dropzone, EmptyState, ErrorState, Select, Skeleton, useToast } from "../../../../_components";
import { useTRPC } from "../../../../_trpc/client";
import type { Asset } from "../../../../_trpc/types";
import { apiError } from "../../../../_trpc/errors";
import { checkImage, filesPath, IMAGE_TYPES, uploadAsset } from "../../../_lib/files";
import { AssetDetailsDialog } from "./asset-details-dialog";

const TYPES = [
  { value: "product", label: "Product photo" },
  { value: "logo", label: "Logo" },
  { value: "media", label: "Other picture" },
];
const kb = (bytes: number) => (bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export default function AssetsPage() {
  const { id: projectId } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [type, setType] = useState("product");
  const [uploading, setUploading] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<{ id: string; filename: string } | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const assets = useQuery(trpc.assets.listAssets.queryOptions({ project_id: projectId, limit: 100 }));
  const refresh = () => {
    queryClient.invalidateQueries({ queryKey: trpc.assets.listAssets.queryKey() });
    queryClient.invalidateQueries({ queryKey: trpc.projects.getProject.queryKey({ project_id: projectId }) });
  };
  const update = useMutation(trpc.assets.updateAsset.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.assets.deleteAsset.mutationOptions({
    onSuccess: () => { refresh(); setDeleting(null); toast({ title: "Photo deleted" }); },
  }));

  const onFiles = async (files: File[]) => {
    for (const file of files) {
      const problem = checkImage(file);
      if (problem) { toast({ tone: "error", title: "Not uploaded", body: problem }); continue; }
      setUploading((u) => [...u, file.name]);
      try {
        await uploadAsset(projectId, file, { asset_type: type });
        refresh();
      } catch (e) {
        toast({ tone: "error", title: `${file.name} was not uploaded`, body: (e as Error).message });
      } finally {
        setUploading((u) => u.filter((n) => n !== file.name));
      }
    }
  };

  const list = assets.data?.assets ?? [];
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-[1fr_220px] md:items-stretch">
        <Dropzone multiple accept={IMAGE_TYPES} busy={uploading.length > 0} onFiles={onFiles}
          label={<>Drop images here or <span className="text-accent underline underline-offset-2">browse</span></>}
          hint="PNG, JPEG, GIF or WebP up to 10 MB each. Generation picks the best product images for each design." />
        <UploadType type={type} onChange={setType} />
      </div>

      {assets.isPending ? (
        <div role="status" aria-label="Loading" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="aspect-[4/5] rounded-[var(--radius-card)]" />)}
        </div>
      ) : assets.isError ? (
        <ErrorState error={assets.error} retry={() => assets.refetch()} what="the asset library" />
      ) : list.length === 0 && uploading.length === 0 ? (
        <EmptyState icon={ImageIcon} title="No photos or logos yet">
          Upload your logo and a few product photos above. Ads without images still work, using type and colour only.
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-label="Photos and logos">
          {uploading.map((name) => (
            <li key={`up-${name}`} className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface">
              <Skeleton className="aspect-square rounded-none" />
              <p className="truncate px-3 py-2.5 text-sm text-muted">Uploading {name}…</p>
            </li>
          ))}
          {list.map((a) => (
            <AssetCard key={a.id} asset={a} onType={(assetType) => update.mutate({ project_id: projectId, asset_id: a.id, asset_type: assetType })}
              onEdit={() => setEditing(a.id)} onDelete={() => { remove.reset(); setDeleting(a); }} />
          ))}
        </ul>
      )}
      {editing && list.some((a) => a.id === editing) && (
        <AssetDetailsDialog asset={list.find((a) => a.id === editing)!} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog open={deleting !== null} onClose={() => setDeleting(null)} title={`Delete ${deleting?.filename ?? "this asset"}?`}
        confirmLabel="Delete photo" busy={remove.isPending} error={remove.error ? apiError(remove.error)?.message : null}
        onConfirm={() => deleting && remove.mutate({ project_id: projectId, asset_id: deleting.id })}>
        <p>The image leaves the library and new ads no longer use it. Ads already generated keep it. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}

/** One photo or logo: its picture, size and description, its type, and edit, download and delete. */
function AssetCard({ asset: a, onType, onEdit, onDelete }: { asset: Asset; onType: (assetType: string) => void; onEdit: () => void; onDelete: () => void }) {
  return (
  <li className="group overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]">
    <div className="relative grid aspect-square place-items-center bg-[conic-gradient(#efede8_25%,#fff_0_50%,#efede8_0_75%,#fff_0)] bg-[length:16px_16px]">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={filesPath.asset(a.project_id, a.id)} alt={a.description || a.filename} loading="lazy" width={a.width} height={a.height}
        className="max-h-full max-w-full object-contain p-3" />
      <Badge tone={a.asset_type === "logo" ? "accent" : "neutral"} className="absolute left-2 top-2">{TYPES.find((t) => t.value === a.asset_type)?.label ?? a.asset_type}</Badge>
    </div>
    <div className="flex flex-col gap-2 p-3">
      <p className="truncate text-sm font-medium" title={a.filename}>{a.filename}</p>
      <p className="text-xs text-muted tabular">{a.width}×{a.height} · {kb(a.byte_size)}</p>
      {a.description && <p className="line-clamp-2 text-xs text-ink-soft" data-testid="asset-description">{a.description}</p>}
      <div className="flex items-center gap-1">
        <Select aria-label={`Type of ${a.filename}`} value={a.asset_type} className="h-8 flex-1 text-xs"
          onChange={(e) => onType(e.target.value)}>
          {[...TYPES, ...(TYPES.some((t) => t.value === a.asset_type) ? [] : [{ value: a.asset_type, label: a.asset_type }])].map((t) =>
            <option key={t.value} value={t.value}>{t.label}</option>)}
        </Select>
        <Button variant="ghost" size="icon" aria-label={`Edit details of ${a.filename}`} onClick={onEdit}>
          <Pencil className="size-4" aria-hidden />
        </Button>
        <a href={`${filesPath.asset(a.project_id, a.id)}?download=1`} aria-label={`Download ${a.filename}`}
          className={buttonClass("ghost", "icon")}><Download className="size-4" aria-hidden /></a>
        <Button variant="ghost" size="icon" aria-label={`Delete ${a.filename}`}
          onClick={onDelete}>
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </div>
  </li>
  );
}

/** What the next uploads are: a product photo, a logo or another picture. */
function UploadType({ type, onChange }: { type: string; onChange: (type: string) => void }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <label htmlFor="upload-type" className="text-sm font-medium">This is a</label>
      <Select id="upload-type" className="mt-1.5" value={type} onChange={(e) => onChange(e.target.value)}>
        {TYPES.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}
      </Select>
      <p className="mt-2 text-xs text-muted">Logos go on every ad; product and media images fill the designs.</p>
    </div>
  );
}
