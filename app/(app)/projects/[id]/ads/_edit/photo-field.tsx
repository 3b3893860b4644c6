"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Dropzone, Field, Select } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import { checkImage, IMAGE_TYPES, uploadAsset, UploadError } from "../../../../_lib/files";

/**
 * The ad's photo: one of the project's photos (not its logos), or a new one uploaded here, which is added to
 * the project's photos and chosen at once.
 */
export function PhotoField({ projectId, value, onChange }: { projectId: string; value: string | null; onChange: (assetId: string | null) => void }) {
  const photos = useProjectPhotos(projectId);
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <Field label="Photo">
        <Select value={value ?? ""} onChange={(e) => onChange(e.target.value || null)}>
          {/* With no photo in the project the ad has none: it is drawn with type and colour only. */}
          <option value="">{photos.length ? "The project's newest photo" : "No photo: type and colour only"}</option>
          {photos.map((a) => <option key={a.id} value={a.id}>{a.filename}</option>)}
        </Select>
      </Field>
      <PhotoUpload projectId={projectId} onUploaded={onChange} />
    </div>
  );
}

/** The project's photos a design can draw (ready images, logos left out), newest first. */
export function useProjectPhotos(projectId: string) {
  const trpc = useTRPC();
  const assets = useQuery(trpc.assets.listAssets.queryOptions({ project_id: projectId, limit: 100 }));
  return (assets.data?.assets ?? []).filter((a) => a.status === "ready" && a.content_type.startsWith("image/") && a.asset_type !== "logo");
}

/** Uploads a product photo into the project's photos (the editor and the new-ad form), then hands its id on. */
export function PhotoUpload({ projectId, onUploaded, label = "Upload a new photo" }: { projectId: string; onUploaded: (assetId: string) => void; label?: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async ([file]: File[]) => {
    const problem = checkImage(file);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const asset = await uploadAsset(projectId, file, { asset_type: "product" });
      await queryClient.invalidateQueries({ queryKey: trpc.assets.listAssets.queryKey() });
      onUploaded(asset.id);
    } catch (e) {
      setError(e instanceof UploadError ? e.message : "The photo could not be uploaded.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Dropzone compact accept={IMAGE_TYPES} busy={busy} onFiles={upload} label={busy ? "Uploading…" : label} hint="PNG, JPEG, GIF or WebP, up to 10 MB" />
      {error && <p role="alert" className="text-xs font-medium text-danger">{error}</p>}
    </>
  );
}
