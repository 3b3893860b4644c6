"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Select } from "../../../../_components";
import { useTRPC } from "../../../../_trpc/client";
import { apiError } from "../../../../_trpc/errors";
import { useProjectPhotos } from "../ads/_edit/photo-field";

type Item = { id: string; item_id: string; title: string; price: string | null; currency: string | null; asset_id: string | null };

/**
 * One product of a catalog: picked or not for the batch, and its photo, chosen among the photos already
 * uploaded to the project (the feed may have named one by file name, or none).
 */
export function CatalogItemRow({ projectId, catalogId, item, picked, onToggle }: {
  projectId: string;
  catalogId: string;
  item: Item;
  picked: boolean;
  onToggle: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const photos = useProjectPhotos(projectId);
  const setPhoto = useMutation(trpc.catalogs.updateCatalogItem.mutationOptions({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.catalogs.getCatalog.pathKey() }),
  }));
  const problem = apiError(setPhoto.error);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5 text-sm">
      <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
        <input type="checkbox" className="size-4 accent-[var(--color-accent)]" checked={picked} onChange={onToggle} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{item.title}</span>
          <span className="block truncate text-xs text-muted">{item.item_id}</span>
        </span>
        {item.price && <span className="shrink-0 tabular-nums text-ink-soft">{item.price} {item.currency}</span>}
      </label>
      <Select aria-label={`Photo of ${item.title}`} className="h-8 w-full text-xs sm:w-48" value={item.asset_id ?? ""} disabled={setPhoto.isPending}
        onChange={(e) => e.target.value && setPhoto.mutate({ project_id: projectId, catalog_id: catalogId, item_id: item.id, asset_id: e.target.value })}>
        <option value="" disabled>{item.asset_id ? "Its own photo" : "No photo"}</option>
        {photos.map((p) => <option key={p.id} value={p.id}>{p.filename}</option>)}
      </Select>
      {problem && <p role="alert" className="w-full text-xs text-danger">{problem.message}</p>}
    </li>
  );
}
