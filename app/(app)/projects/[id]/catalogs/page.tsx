"use client";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PackageOpen, Sparkles } from "lucide-react";
import { useParams } from "next/navigation";
import { useState } from "react";
import { Button, Card, Dropzone, EmptyState, ErrorState, Field, Input, Select, ShowMore, SkeletonList, useToast } from "../../../../_components";
import { batchLimitInWords, batchTooLargeInWords, isBatchTooLarge } from "@/shared/batch-limit";
import { PLACEMENT_IDS, PLACEMENTS } from "@/shared/placements";
import { UploadError, uploadCatalogCsv } from "../../../_lib/files";
import { useTRPC } from "../../../../_trpc/client";
import { apiError, detailInWords, type ApiErrorBody } from "../../../../_trpc/errors";
import { CatalogItemRow } from "./catalog-item-row";
import { BatchProgress } from "./batch-progress";

/** Every placement a batch can be made in (the registry's: the social ones, then the IAB display sizes); square and story are picked. */
const PLACEMENT_CHOICES = PLACEMENT_IDS.map((id) => ({ id, label: PLACEMENTS[id].density === 1 ? PLACEMENTS[id].label : `${PLACEMENTS[id].label} ${PLACEMENTS[id].aspect}` }));

/**
 * Catalogs (issue 31): import a CSV feed (a refused feed lists each row's problem), pick its items and the
 * placements, generate one ad per item, watch the batch and download its zip.
 */
export default function CatalogsPage() {
  const { id: projectId } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [catalogId, setCatalogId] = useState<string | null>(null);
  const [batchId, setBatchId] = useState<string | null>(null);

  const catalogs = useInfiniteQuery(trpc.catalogs.listCatalogs.infiniteQueryOptions({ project_id: projectId, limit: 100 }, { getNextPageParam: (page) => page.next_cursor ?? undefined }));
  const batches = useInfiniteQuery(trpc.adBatches.listAdBatches.infiniteQueryOptions({ project_id: projectId, limit: 10 }, { getNextPageParam: (page) => page.next_cursor ?? undefined }));
  const catalogList = catalogs.data?.pages.flatMap((page) => page.catalogs) ?? [];
  const batchList = batches.data?.pages.flatMap((page) => page.ad_batches) ?? [];
  const selected = catalogId ?? catalogList[0]?.id ?? null;
  const shownBatch = batchId ?? batchList[0]?.id ?? null;

  return (
    <div className="grid gap-6">
      <ImportFeed projectId={projectId} onImported={setCatalogId} />

      {catalogs.isPending ? <SkeletonList rows={1} rowClassName="h-40" /> :
        catalogs.isError ? <ErrorState error={catalogs.error} retry={() => catalogs.refetch()} what="catalogs" /> :
        !selected ? (
          <EmptyState icon={PackageOpen} title="No product lists yet">Import a spreadsheet (CSV) above to make one ad per product.</EmptyState>
        ) : (
          <CatalogItems key={selected} projectId={projectId} catalogId={selected} catalogs={catalogList} onCatalog={setCatalogId}
            moreCatalogs={catalogs.hasNextPage ? () => catalogs.fetchNextPage() : null}
            onBatch={(id) => {
              setBatchId(id);
              // The batch was charged and its ads exist: the balance chip and the Ads tab's count move now, not on reload.
              for (const queryKey of [trpc.adBatches.listAdBatches.pathKey(), trpc.account.getAccount.queryKey(), trpc.ads.pathKey(), trpc.projects.getProject.queryKey()]) {
                queryClient.invalidateQueries({ queryKey });
              }
            }} />
        )}

      {batchList.length > 1 && (
        <Card>
          <Field label="Batch" className="w-full sm:w-96">
            <Select value={shownBatch ?? ""} onChange={(e) => setBatchId(e.target.value)}>
              {batchList.map((b) => <option key={b.id} value={b.id}>{new Date(b.created_at).toLocaleString()} · {b.total_count} {b.total_count === 1 ? "ad" : "ads"} · {b.status}</option>)}
            </Select>
          </Field>
          {batches.hasNextPage && <ShowMore small label="Show more batches" busy={batches.isFetchingNextPage} onClick={() => batches.fetchNextPage()} />}
        </Card>
      )}
      {shownBatch && <BatchProgress projectId={projectId} batchId={shownBatch} />}
    </div>
  );
}

/** Imports a CSV feed as a catalog; a refused feed lists each row's problem. */
function ImportFeed({ projectId, onImported }: { projectId: string; onImported: (catalogId: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [name, setName] = useState("");
  const [uploading, setUploading] = useState(false);
  const [refused, setRefused] = useState<{ message: string; details: string[] } | null>(null);

  async function upload(file: File) {
    setRefused(null);
    setUploading(true);
    try {
      const catalog = await uploadCatalogCsv(projectId, file, name.trim() || file.name.replace(/\.csv$/i, ""));
      await queryClient.invalidateQueries({ queryKey: trpc.catalogs.listCatalogs.pathKey() });
      onImported(catalog.id);
      setName("");
      toast({ title: `Imported ${catalog.items_count} ${catalog.items_count === 1 ? "product" : "products"}` });
    } catch (error) {
      const body = error instanceof UploadError ? error.body : { message: (error as Error).message, details: [] };
      setRefused({ message: body.message, details: body.details ?? [] });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Card>
      <h2 className="text-lg font-semibold">Import a product feed</h2>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        A CSV file whose first row names the columns: item_id, title, and optionally description, price, currency, image_url (a link to the photo) or asset_id (a photo you uploaded, by its file name), landing_url, tags. Each product becomes one ad with its own name, price and photo; you can pick photos for the products below.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-[16rem_1fr] md:items-start">
        <Field label="Catalog name" optional>
          <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="Autumn products" maxLength={200} />
        </Field>
        <Dropzone compact accept=".csv,text/csv" busy={uploading} onFiles={([file]) => file && upload(file)}
          label={uploading ? "Importing…" : "Drop a CSV file here or browse"} hint="Up to 1000 products, 1 MB" />
      </div>
      {refused && (
        <div role="alert" className="mt-4 rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm">
          <p className="font-medium text-danger">The feed was not imported. Fix these rows and upload it again:</p>
          {refused.details.length ? (
            <ul aria-label="Problems in the feed" className="mt-2 list-disc space-y-0.5 pl-5 text-ink-soft">
              {refused.details.map((detail) => <li key={detail}>{detail}</li>)}
            </ul>
          ) : <p className="mt-1 text-ink-soft">{refused.message}</p>}
        </div>
      )}
    </Card>
  );
}

/** Loads the next page of a list (its `next_cursor`). */
function CatalogItems({ projectId, catalogId, catalogs, moreCatalogs, onCatalog, onBatch }: {
  projectId: string;
  catalogId: string;
  catalogs: { id: string; name: string; items_count: number }[];
  /** Loads the next page of catalogs; null when every catalog is listed. */
  moreCatalogs: (() => void) | null;
  onCatalog: (id: string) => void;
  onBatch: (id: string) => void;
}) {
  const trpc = useTRPC();
  const catalog = useInfiniteQuery(trpc.catalogs.getCatalog.infiniteQueryOptions({ project_id: projectId, catalog_id: catalogId, limit: 100 }, { getNextPageParam: (page) => page.catalog.next_cursor ?? undefined }));
  const account = useQuery(trpc.account.getAccount.queryOptions(undefined, { select: (d) => d.account }));
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const [placements, setPlacements] = useState<string[]>(["square", "instagram_story"]);
  const items = catalog.data?.pages.flatMap((page) => page.catalog.items) ?? [];
  const itemsCount = catalog.data?.pages[0]?.catalog.items_count ?? 0;
  const chosen = picked ?? new Set(items.map((i) => i.item_id));
  // Nothing unpicked while products are still unloaded: the batch is the whole catalog (no item_ids).
  const all = picked === null && itemsCount > items.length;
  const count = all ? itemsCount : chosen.size;
  const cost = account.data?.output_options.find((o) => o.id === "image")?.token_cost ?? 0;
  const create = useMutation(trpc.adBatches.createAdBatch.mutationOptions({ onSuccess: (d) => onBatch(d.ad_batch.id) }));
  // Over the batch limit the button waits, with the limit in the customer's words (the API's refusal names
  // its fields); a refusal that still comes (the catalog grew meanwhile) is said the same way.
  const tooMany = batchTooLargeInWords(count, placements.length);
  const error = apiError(create.error);
  const problem = tooMany ?? (error && refusalInWords(error, count, placements.length));
  const toggle = (itemId: string) => {
    const next = new Set(chosen);
    if (next.has(itemId)) next.delete(itemId);
    else next.add(itemId);
    setPicked(next);
  };

  return (
    <Card>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Field label="Catalog" className="w-full sm:w-72">
          <Select value={catalogId} onChange={(e) => onCatalog(e.target.value)}>
            {catalogs.map((c) => <option key={c.id} value={c.id}>{c.name} ({c.items_count})</option>)}
          </Select>
        </Field>
        {moreCatalogs && <Button variant="ghost" size="sm" onClick={moreCatalogs}>More product lists</Button>}
        <div className="flex gap-2 text-sm">
          <Button variant="ghost" size="sm" onClick={() => setPicked(new Set(items.map((i) => i.item_id)))}>Select all</Button>
          <Button variant="ghost" size="sm" onClick={() => setPicked(new Set())}>Select none</Button>
        </div>
      </div>
      {catalog.isPending ? <SkeletonList rows={3} rowClassName="h-10" className="mt-4" /> :
        catalog.isError ? <ErrorState error={catalog.error} retry={() => catalog.refetch()} what="the catalog" /> : (
          <ul aria-label="Products" className="mt-4 divide-y divide-line rounded-lg border border-line">
            {items.map((item) => (
              <CatalogItemRow key={item.id} projectId={projectId} catalogId={catalogId} item={item} picked={chosen.has(item.item_id)} onToggle={() => toggle(item.item_id)} />
            ))}
          </ul>
        )}
      {catalog.hasNextPage && (
        <>
          <p className="mt-2 text-xs text-muted">The first {items.length} of {itemsCount} products are shown; leave all selected to generate for all {itemsCount}, or show more to pick among them.</p>
          <ShowMore small label="Show more products" busy={catalog.isFetchingNextPage} onClick={() => catalog.fetchNextPage()} />
        </>
      )}
      <AdSizes placements={placements} onToggle={(id) => setPlacements((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]))} />
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button disabled={!count || !placements.length || Boolean(tooMany) || create.isPending}
          onClick={() => {
            create.mutate({ project_id: projectId, catalog_id: catalogId, ...(all ? {} : { item_ids: [...chosen] }), ad: { output: "image", placements: placements as never } });
          }}>
          <Sparkles className="size-4" aria-hidden /> Generate {count} {count === 1 ? "ad" : "ads"}{cost ? ` · ${count * cost} tokens` : ""}
        </Button>
        {problem && <p role="alert" className="text-sm text-danger">{problem}</p>}
      </div>
    </Card>
  );
}

/** A refused batch in words: the batch limit as the customer reads it, any other detail without its field path. */
function refusalInWords(error: ApiErrorBody, products: number, sizes: number): string {
  if (!error.details?.length) return error.message;
  const tooMany = batchTooLargeInWords(products, sizes) ?? `Too many products for one go: ${batchLimitInWords(sizes)}`;
  return error.details.map((detail) => (isBatchTooLarge(detail) ? tooMany : detailInWords(detail))).join(" ");
}

/** The placements a batch is made in, each a checkbox. */
function AdSizes({ placements, onToggle }: { placements: string[]; onToggle: (id: string) => void }) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium">Ad sizes</legend>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {PLACEMENT_CHOICES.map((p) => (
          <label key={p.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-[var(--color-accent)]" checked={placements.includes(p.id)} onChange={() => onToggle(p.id)} />
            {p.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
