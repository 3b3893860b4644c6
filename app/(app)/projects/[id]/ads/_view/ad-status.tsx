import { Badge } from "../../../../../_components";

/** The ad's state as a badge; generating pulses so progress is visible without reading. */
export function AdStatus({ status }: { status: string }) {
  if (status === "ready") return <Badge tone="success" dot>Ready</Badge>;
  if (status === "failed") return <Badge tone="danger" dot>Failed</Badge>;
  if (status === "generating") {
    return (
      <Badge tone="accent">
        <span aria-hidden className="size-1.5 animate-ping rounded-full bg-current" /> Generating
      </Badge>
    );
  }
  return <Badge>{status}</Badge>;
}

export const anyGenerating = (ads: { status: string }[] | undefined) => Boolean(ads?.some((a) => a.status === "generating" || a.status === "draft"));
