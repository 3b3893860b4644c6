"use client";
import { X } from "lucide-react";
import { useState } from "react";
import { Button, Dropzone } from "../../../_components";
import { checkImage, IMAGE_TYPES } from "../../_lib/files";

/**
 * A new project's product photo, chosen before the project exists: the page uploads it as a `product` asset
 * right after creation, where generation picks it up as the hero (a logo would be drawn small, in a corner).
 */
export function ProductPhotoPicker({ onPendingFile }: { onPendingFile: (file: File | null) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ file: File; preview: string } | null>(null);
  const choose = (file: File | null) => {
    setPending(file && { file, preview: URL.createObjectURL(file) });
    onPendingFile(file);
  };
  const onFiles = ([file]: File[]) => {
    const problem = checkImage(file);
    setError(problem);
    if (!problem) choose(file);
  };

  return (
    <div>
      <p className="text-sm font-medium">Product photo</p>
      <p className="mt-0.5 text-xs text-muted">The product itself, ideally on a plain background: ads show it large. It is also added to the asset library.</p>
      {pending && (
        <div className="relative mt-3 grid size-24 place-items-center rounded-lg border border-line bg-surface p-2">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={pending.preview} alt={`Product photo ${pending.file.name}`} className="max-h-full max-w-full object-contain" />
          <Button variant="secondary" size="icon-sm" onClick={() => choose(null)} aria-label={`Remove product photo ${pending.file.name}`} className="absolute -right-2 -top-2 rounded-full">
            <X className="size-3.5" aria-hidden />
          </Button>
        </div>
      )}
      <Dropzone className="mt-3" compact accept={IMAGE_TYPES} onFiles={onFiles}
        label={pending ? "Replace the photo" : "Drop a product photo or browse"} hint="PNG, JPEG, GIF or WebP, up to 10 MB" />
      {error && <p role="alert" className="mt-2 text-xs font-medium text-danger">{error}</p>}
    </div>
  );
}
