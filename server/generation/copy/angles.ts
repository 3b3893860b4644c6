import { budgetLength, countWords, writtenWithoutSpaces } from "../../../shared/language";
import { normalized } from "../../../shared/copy/material";
import { primarySlot } from "../../../shared/copy/slots";
import type { Style } from "../../styles/types";
import { leadsOf, type Claim, type Reading, type Role, type Steer } from "./read-brief";
import { HEADLINE_ROOM } from "./shorter-claim";
import type { CopyBrief } from "./types";

/**
 * The angle of an ad (issue 41): which claim of the brief it leads with, and why; the variants of a
 * request and the successive ads of a project take the leads in turn.
 */

/** Where this ad stands among the project's ads: successive requests say different things (types.ts `sequence`). */
export const sequenceOf = (brief: CopyBrief) => brief.sequence ?? brief.variantIndex;

// In scripts without spaces the name is a run of characters, elsewhere whole words.
export const mentions = (text: string, name: string) =>
  writtenWithoutSpaces(name) ? normalized(text).includes(normalized(name)) : ` ${normalized(text)} `.includes(` ${normalized(name)} `);

/** What the ad leads with: a variant's own claim (issue 41), and why it leads. */
export type Angle = { role: Role; claim: string; by: Steer };

/** Whose turn it is among the leads: the variant's when a prompt or a finding steered the first, else the project's sequence. */
export function turnOf(reading: Reading, brief: CopyBrief): { turn: number; steered: Steer | undefined } {
  const steered = reading.steeredBy.find((s) => s === "prompt" || s === "finding");
  return { turn: steered ? brief.variantIndex : sequenceOf(brief), steered };
}

/**
 * The claim this ad leads with: steered (the prompt's, a finding's) for the first variant and the next
 * leads for the others; unsteered, successive ads of the project and the variants of a request take the
 * leads in turn (product, benefit, offer, proof, then the other benefits), so they test different angles.
 */
export function leadOf(reading: Reading, brief: CopyBrief): Angle | null {
  const { turn, steered } = turnOf(reading, brief);
  const lead = reading.leads[turn % Math.max(1, reading.leads.length)];
  if (!lead) return null;
  const by: Steer = steered && turn === 0 ? steered : reading.forAudience.includes(lead.text) ? "audience" : "rank";
  return { role: lead.role, claim: lead.text, by };
}

/**
 * The leads an ad may print: among the claims that do not name the brand (never printed, so never a lead),
 * those a headline of `room` holds, one measure for every style so the variants of a request, whatever
 * their styles, take different leads. A claim the prompt or a finding moved leads even when too long for
 * the headline (the body says it then).
 */
export function printableLeads(reading: Reading, brief: CopyBrief, room: typeof HEADLINE_ROOM): Claim[] {
  const printable = reading.claims.filter((c) => !mentions(c.text, brief.project.name));
  const fits = (text: string) => budgetLength(text) <= room.chars && (writtenWithoutSpaces(text) || countWords(text, brief.language) <= room.words);
  const fitting = leadsOf(printable.filter((c) => fits(c.text)));
  const steered = reading.steeredBy.some((s) => s === "prompt" || s === "finding");
  return steered || !fitting.length ? leadsOf(printable) : fitting;
}

/** The lead an ad prints (the brief's `next_ad` says it before the ad exists). */
export function printedLead(reading: Reading, brief: CopyBrief, room = HEADLINE_ROOM): Angle | null {
  return leadOf({ ...reading, leads: printableLeads(reading, brief, room) }, brief);
}

/**
 * A variant that has to repeat an earlier variant's lead (the brief has fewer leads than the request has
 * variants, docs/generation.md "Fewer leads than variants"): how many rounds of the leads came before it (its
 * supporting claims turn by as many, so its copy differs), and the warning it carries. Nothing is invented.
 */
export function repeatOf(leads: Claim[], brief: CopyBrief, turn: number): { round: number; warning: string | null } {
  const round = leads.length ? Math.floor(turn / leads.length) : 0;
  if (brief.variantIndex < leads.length || !leads.length) return { round, warning: null };
  const first = brief.variantIndex - leads.length;
  const lead = leads[turn % leads.length].text;
  return {
    round,
    warning:
      `variant ${brief.variantIndex + 1} repeats variant ${first + 1}'s lead ("${lead}"): the brief has ${leads.length} ${leads.length === 1 ? "claim" : "claims"} a headline holds ` +
      `(at most ${HEADLINE_ROOM.chars} characters, ${HEADLINE_ROOM.words} words) and ${brief.variantIndex + 1} variants were asked for; its other lines differ. ` +
      "Add a short benefit, offer or customer quote to the project's description for another angle",
  };
}

/** The room of the style's primary slot, at most a headline's. */
export function headlineRoomOf(style: Style): typeof HEADLINE_ROOM {
  const primary = primarySlot(style);
  return { chars: Math.min(primary.budget || Infinity, HEADLINE_ROOM.chars), words: Math.min(primary.max_words || Infinity, HEADLINE_ROOM.words) };
}
