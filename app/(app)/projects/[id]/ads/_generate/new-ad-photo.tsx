"use client";
import { PhotoUpload, useProjectPhotos } from "../_edit/photo-field";

/**
 * The photo a new ad shows: the project's newest one (generation draws it), or one uploaded here, which then
 * is the newest. A shop owner adds the photo where the ad is made, not in a library first.
 */
export function NewAdPhoto({ projectId }: { projectId: string }) {
  const [newest] = useProjectPhotos(projectId);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium">Photo</p>
      <p className="text-xs text-muted" data-testid="new-ad-photo">
        {newest ? `The ad shows ${newest.filename}, your newest photo. Upload another to use it instead.` : "No photo yet: the ad uses type and colour only."}
      </p>
      <PhotoUpload projectId={projectId} onUploaded={() => undefined} label={newest ? "Upload a different photo" : "Upload a product photo"} />
    </div>
  );
}
