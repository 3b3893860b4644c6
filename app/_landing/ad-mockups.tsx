/** Three illustrative ads (story, feed, square) drawn in CSS for the landing page hero. */
export function AdMockups() {
  return (
    <div aria-hidden className="mx-auto h-[330px] w-[350px] sm:h-[480px] sm:w-[520px]">
    <div className="relative h-[480px] w-[520px] origin-top-left scale-[0.673] sm:scale-100">
      <div className="absolute left-0 top-6  overflow-hidden rounded-2xl bg-[#1f2a44] p-5 text-white shadow-[var(--shadow-pop)] h-[420px] w-[236px]">
        <div className="flex items-center gap-2 text-[10px] text-white/70"><span className="size-5 rounded-full bg-[#f4b740]" />northwind.coffee</div>
        <p className="mt-10 font-display text-3xl font-bold leading-none">Mornings,<br />sorted.</p>
        <p className="mt-3 text-xs text-white/70">Single-origin beans, roasted this week.</p>
        <div className="absolute inset-x-5 bottom-20 h-28 rounded-xl bg-gradient-to-br from-[#f4b740] to-[#e2703a]" />
        <span className="absolute bottom-6 left-5 rounded-full bg-white px-4 py-1.5 text-xs font-semibold text-[#1f2a44]">Shop now</span>
      </div>
      <div className="absolute right-0 top-0  overflow-hidden rounded-2xl bg-[#fdf6ec] p-5 shadow-[var(--shadow-pop)] h-[280px] w-[224px]">
        <span className="inline-block rounded bg-[#b4531f] px-2 py-0.5 text-[10px] font-bold uppercase tracking-wide text-white">New</span>
        <p className="mt-3 font-display text-2xl font-bold leading-tight text-[#1f2a44]">Cold brew in 12 hours.</p>
        <div className="mt-4 h-20 rounded-lg bg-[#1f2a44]/90" />
        <p className="mt-3 text-[11px] font-medium text-[#1f2a44]/70">northwind.coffee</p>
      </div>
      <div className="absolute bottom-0 right-6  overflow-hidden rounded-2xl border border-line bg-surface p-4 shadow-[var(--shadow-pop)] size-[210px]">
        <div className="grid h-full grid-rows-2 gap-2 text-[11px] font-semibold">
          <div className="flex items-end rounded-lg bg-sunken p-2 text-ink-soft">Instant coffee</div>
          <div className="flex items-end rounded-lg bg-accent p-2 text-white">Beans roasted on Monday</div>
        </div>
      </div>
    </div>
    </div>
  );
}
