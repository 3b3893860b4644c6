import { Prisma } from "./db/generated/client";

/**
 * Decimal arithmetic for roll-ups. Money never passes through a JavaScript number: sums come from
 * PostgreSQL NUMERIC or Prisma.Decimal, and JSON carries decimal strings.
 */
export const Decimal = Prisma.Decimal;
export type Decimal = Prisma.Decimal;

export const ZERO = new Prisma.Decimal(0);

export function dec(value: Prisma.Decimal | string | number | bigint | null | undefined): Prisma.Decimal {
  if (value === null || value === undefined) return ZERO;
  if (value instanceof Prisma.Decimal) return value;
  return new Prisma.Decimal(typeof value === "bigint" ? value.toString() : value);
}

/** Money: rounded half-up to 4 decimals, trailing zeros trimmed but at least 2 decimals ("0.30", "1.2345"). */
export function money(value: Prisma.Decimal): string {
  const fixed = value.toDecimalPlaces(4, Prisma.Decimal.ROUND_HALF_UP).toFixed(4);
  return fixed.replace(/(\.\d\d\d?)0+$/, "$1").replace(/(\.\d\d)0$/, "$1");
}

/** `numerator / denominator` as money, or null when the denominator is zero. */
export function moneyRatio(numerator: Prisma.Decimal, denominator: Prisma.Decimal | number, scale = 1): string | null {
  const d = dec(denominator);
  if (d.isZero()) return null;
  return money(numerator.times(scale).dividedBy(d));
}

/** A plain ratio (ctr, roas) as a decimal string with fixed places, or null when undefined. */
export function ratio(numerator: Prisma.Decimal | number, denominator: Prisma.Decimal | number, places: number): string | null {
  const d = dec(denominator);
  if (d.isZero()) return null;
  return dec(numerator).dividedBy(d).toDecimalPlaces(places, Prisma.Decimal.ROUND_HALF_UP).toFixed(places);
}

/** Conversions are decimals in storage (attributed fractions) and numbers in JSON. */
export function conversionsNumber(value: Prisma.Decimal): number {
  return Number(value.toDecimalPlaces(4).toString());
}
