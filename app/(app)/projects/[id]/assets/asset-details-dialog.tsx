"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button, Dialog, Field, Input, Textarea, useFocusFirstError, useToast } from "../../../../_components";
import { useTRPC } from "../../../../_trpc/client";
import { apiError, detailInWords, fieldErrors } from "../../../../_trpc/errors";
import { ADLAB_METADATA_KEYS } from "@/shared/asset-metadata-keys";

type Asset = { id: string; project_id: string; filename: string; description: string; metadata: Record<string, unknown>; license_metadata: Record<string, unknown> };
/** One editable key/value pair; `original` keeps a non-text value (a number, a list) unless its text was changed. */
type Row = { key: string; text: string; original?: unknown };

const display = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
const rowsOf = (map: Record<string, unknown>): Row[] => Object.entries(map).map(([key, value]) => ({ key, text: display(value), original: value }));
const mapOf = (rows: Row[]) =>
  Object.fromEntries(rows.filter((r) => r.key.trim()).map((r) => [r.key.trim(), r.original !== undefined && r.text === display(r.original) ? r.original : r.text]));

/** Free key/value pairs (the spec's `metadata` and `license_metadata` objects) as rows of two fields. */
function KeyValueRows({ legend, rows, onChange, examples }: { legend: string; rows: Row[]; onChange: (rows: Row[]) => void; examples: [string, string] }) {
  const set = (i: number, patch: Partial<Row>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      {rows.map((row, i) => (
        <div key={i} className="flex items-center gap-2">
          <Input aria-label={`${legend} key ${i + 1}`} value={row.key} placeholder={examples[0]} className="w-2/5" onChange={(e) => set(i, { key: e.target.value })} />
          <Input aria-label={`${legend} value ${i + 1}`} value={row.text} placeholder={examples[1]} className="min-w-0 flex-1" onChange={(e) => set(i, { text: e.target.value })} />
          <Button variant="ghost" size="icon" aria-label={`Remove ${legend.toLowerCase()} ${row.key || i + 1}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      <Button variant="ghost" className="self-start" onClick={() => onChange([...rows, { key: "", text: "" }])}>
        <Plus className="size-4" aria-hidden /> Add {legend.toLowerCase()} entry
      </Button>
    </fieldset>
  );
}

/** Description, metadata and licence of one asset, saved through assets.update (PATCH .../assets/{id}). */
export function AssetDetailsDialog({ asset, onClose }: { asset: Asset; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [description, setDescription] = useState(asset.description);
  const [metadata, setMetadata] = useState(() => rowsOf(asset.metadata).filter((row) => !ADLAB_METADATA_KEYS.includes(row.key)));
  const [licence, setLicence] = useState(() => rowsOf(asset.license_metadata));
  const save = useMutation(trpc.assets.updateAsset.mutationOptions({
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: trpc.assets.listAssets.queryKey() });
      toast({ title: `Details of ${asset.filename} saved` });
      onClose();
    },
  }));
  const { fields, other } = fieldErrors(save.error, "asset", ["description"]);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, save.error);
  const formId = `asset-details-${asset.id}`;
  return (
    <Dialog open onClose={onClose} wide title={`Details of ${asset.filename}`} description="Generation reads the description when it picks images; metadata and licence stay with the file for your records."
      footer={<>
        <Button variant="secondary" onClick={onClose}>Cancel</Button>
        <Button type="submit" form={formId} disabled={save.isPending}>{save.isPending ? "Saving…" : "Save details"}</Button>
      </>}>
      <form id={formId} ref={formRef} className="flex flex-col gap-5"
        onSubmit={(e) => { e.preventDefault(); save.mutate({ project_id: asset.project_id, asset_id: asset.id, description, metadata: mapOf(metadata), license_metadata: mapOf(licence) }); }}>
        <Field label="Description" optional error={fields.description} hint="What the image shows, e.g. “Grey merino hiking sock on a wet rock”.">
          <Textarea rows={3} maxLength={5000} value={description} onChange={(e) => setDescription(e.target.value)} />
        </Field>
        <KeyValueRows legend="Metadata" rows={metadata} onChange={setMetadata} examples={["photographer", "Ingrid Dahl"]} />
        <KeyValueRows legend="Licence" rows={licence} onChange={setLicence} examples={["license", "CC BY 4.0"]} />
        {other.length > 0 && <p role="alert" className="text-sm font-medium text-danger">{other.map(detailInWords).join(" ") || apiError(save.error)?.message}</p>}
      </form>
    </Dialog>
  );
}
