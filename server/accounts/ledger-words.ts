/** How many ads of which kind a charge paid for, from the note the charge writes (server/ads/create.ts). */
const CHARGE_NOTE = /: (\d+) x \d+ tokens \((image|video)\)$/;
const OPERATOR_NOTE = /^operator [^:]*(?:: (.+))?$/;

/**
 * A token history line as a customer reads it ("2 still ads generated", "Refund: generation failed"), without
 * the batch ids and operator addresses the stored note keeps for support.
 */
export function ledgerLine(entry: { reason: string; note: string | null }): string {
  const note = entry.note ?? "";
  if (entry.reason === "charge") {
    const match = CHARGE_NOTE.exec(note);
    if (!match) return "Ads generated";
    const count = Number(match[1]);
    return `${count} ${match[2] === "video" ? "video" : "still"} ${count === 1 ? "ad" : "ads"} generated`;
  }
  if (entry.reason === "refund") return note ? `Refund: ${note}` : "Refund";
  if (entry.reason === "signup_grant") return "Welcome tokens";
  if (entry.reason === "grant") {
    const why = OPERATOR_NOTE.exec(note)?.[1];
    return why ? `Tokens added: ${why}` : "Tokens added";
  }
  return entry.reason.replace(/_/g, " ");
}
