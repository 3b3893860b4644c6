/**
 * A catalog price as an ad prints it: formatted for the project's language and the item's currency
 * (`4,90 €` in German, `€4.90` in English, `￥1,200` in Japanese), with the currency's usual decimals, or
 * the feed's own when it gave more. The narrow no-break space some locales put before the sign becomes a
 * plain no-break space: every ad font has that glyph, not all have U+202F.
 */
export function formatPrice(price: string, currency: string, language: string): string {
  const given = price.split(".")[1]?.replace(/0+$/, "").length ?? 0;
  const usual = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const format = (locale: string) =>
    new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: usual, maximumFractionDigits: Math.max(usual, given) });
  let formatter: Intl.NumberFormat;
  try {
    formatter = format(language);
  } catch {
    formatter = format("en");
  }
  // Number() is exact enough for printing: at most 10 integer digits and 4 decimals (the feed's rule).
  return formatter.format(Number(price)).replace(/\u202f/g, "\u00a0");
}
