import type { Ad } from "../../../../../_trpc/types";
import { qaReasons, verdictOf } from "@/shared/qa-words";

/** The render checks of each ad size as a plain verdict with its reasons, the score second, so a customer sees what was verified. */
export function AdQuality({ ad }: { ad: Ad }) {
  const checked = ad.files.filter((f) => f.qa !== null);
  if (checked.length === 0) return null;
  return (
    <section aria-labelledby="quality-heading" className="rounded-[var(--radius-card)] border border-line bg-surface px-5 py-4 shadow-[var(--shadow-card)] sm:px-6">
      <h2 id="quality-heading" className="text-base font-semibold">Quality</h2>
      <p className="mt-0.5 text-sm text-muted">Checked on every ad size before it ships.</p>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {checked.map((f) => (
          <li key={f.placement} data-testid="quality-verdict">
            <span className="font-medium">{f.label}: {verdictOf(f.qa!.score)}</span>{" "}
            <span className="block text-xs text-ink-soft">{qaReasons(f.qa!).join(", ")} <span className="text-muted tabular">· {f.qa!.score}/100</span></span>
          </li>
        ))}
      </ul>
    </section>
  );
}
