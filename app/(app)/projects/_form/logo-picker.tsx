"use client";
import { X } from "lucide-react";
import { useState } from "react";
import { Button, Dropzone } from "../../../_components";
import { checkImage, filesPath, IMAGE_TYPES, uploadAsset } from "../../_lib/files";

export type Logo = { asset_id?: string; url?: string; filename?: string; source?: string };

/** The brand logo: uploaded into the asset library as a `logo` asset and referenced from the brand kit. */
export function LogoPicker({ projectId, logos, onChange, onPendingFile }: {
  projectId?: string;
  logos: Logo[];
  onChange: (logos: Logo[]) => void;
  onPendingFile?: (file: File | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ file: File; preview: string } | null>(null);

  const onFiles = async ([file]: File[]) => {
    setError(null);
    const problem = checkImage(file);
    if (problem) return setError(problem);
    if (!projectId) {
      setPending({ file, preview: URL.createObjectURL(file) });
      onPendingFile?.(file);
      return;
    }
    setBusy(true);
    try {
      const asset = await uploadAsset(projectId, file, { asset_type: "logo", description: "Brand logo" });
      onChange([{ asset_id: asset.id, filename: asset.filename, source: "upload" }, ...logos]);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const srcOf = (logo: Logo) => (logo.asset_id && projectId ? filesPath.asset(projectId, logo.asset_id) : logo.url);
  const shown = pending ? [{ src: pending.preview, name: pending.file.name, remove: () => { setPending(null); onPendingFile?.(null); } }] : [];
  for (const [i, logo] of logos.entries()) {
    shown.push({ src: srcOf(logo) ?? "", name: logo.filename ?? logo.url ?? "Logo", remove: () => onChange(logos.filter((_, j) => j !== i)) });
  }

  return (
    <div>
      <p className="text-sm font-medium">Logo</p>
      <p className="mt-0.5 text-xs text-muted">PNG with a transparent background works best. It is also added to the asset library.</p>
      {shown.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3">
          {shown.map((l, i) => (
            <li key={i} className="relative grid size-24 place-items-center rounded-lg border border-line bg-[conic-gradient(#efede8_25%,#fff_0_50%,#efede8_0_75%,#fff_0)] bg-[length:12px_12px] p-2">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={l.src} alt={`Logo ${l.name}`} className="max-h-full max-w-full object-contain" />
              <Button variant="secondary" size="icon-sm" onClick={l.remove} aria-label={`Remove logo ${l.name}`} className="absolute -right-2 -top-2 rounded-full">
                <X className="size-3.5" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dropzone className="mt-3" compact busy={busy} accept={IMAGE_TYPES} onFiles={onFiles}
        label={logos.length || pending ? "Replace or add a logo" : "Drop a logo or browse"} hint="PNG, JPEG, GIF or WebP, up to 10 MB" />
      {error && <p role="alert" className="mt-2 text-xs font-medium text-danger">{error}</p>}
    </div>
  );
}
