/**
 * The document title of a client page (React hoists <title> into <head>): "Ads · Northwind Coffee ·
 * adlab", so tabs, history and screen readers tell pages apart. Server pages use `metadata` instead.
 */
export function PageTitle({ parts }: { parts: (string | null | undefined)[] }) {
  return <title>{[...parts.filter(Boolean), "adlab"].join(" · ")}</title>;
}
