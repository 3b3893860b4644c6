import type { Style } from "../../styles/types";
import { config } from "../../config";
import { headlineRoomOf, printedLead } from "./angles";
import { readBrief } from "./read-brief";
import { slotKindOf } from "../../../remotion/designs/definitions";
import type { CopyBrief } from "./types";

/**
 * An OpenAI-compatible chat-completions model (ADLAB_LLM_BASE_URL, ADLAB_LLM_API_KEY, ADLAB_LLM_MODEL,
 * ADLAB_LLM_TIMEOUT_MS) asked for structured output: a JSON object with one string per open slot, each
 * with its budget. Its answer is only a proposal: every value goes through the copy check, and a slot
 * the model got wrong is written by the built-in copywriter (see index.ts).
 */
export const llmConfigured = () => config.llm !== null;

const languageName = (tag: string) => new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? tag;

export async function askModel(style: Style, brief: CopyBrief, open: string[]): Promise<Record<string, unknown>> {
  const llm = config.llm!;
  // The same ranked material as the built-in copywriter, so switching the writer keeps the steering.
  const reading = readBrief(brief);
  const lead = printedLead(reading, brief, headlineRoomOf(style));
  const slots = style.editable_slots.filter((s) => open.includes(s.name));
  const lines = [
    `Write ad copy in ${languageName(brief.language)} (${brief.language}) for "${brief.project.name}"${brief.project.tagline ? ` (tagline: ${brief.project.tagline})` : ""}.`,
    `Product: ${brief.project.description}`,
    brief.project.visualDirection && `Visual direction: ${brief.project.visualDirection}`,
    brief.audience && `Audience: ${brief.audience.name}. ${brief.audience.description ?? ""} Rules: ${brief.audience.rules ?? "none"}`,
    brief.prompt && `Creative direction (steer the angle and tone; never quote it on the ad): ${brief.prompt}`,
    brief.characterDirection && `Characters (steer the cast; never quote it): ${brief.characterDirection}`,
    `Style: ${style.name} (${style.category}). ${style.description}`,
    style.character_roles.length ? `Character roles: ${style.character_roles.map((r) => `${r.name}: ${r.guidance}`).join("; ")}` : "",
    brief.hypotheses.preferred.length ? `Lean on (positive findings): ${brief.hypotheses.preferred.map((h) => h.statement).join("; ")}` : "",
    brief.hypotheses.avoided.length ? `Avoid (negative findings): ${brief.hypotheses.avoided.map((h) => h.statement).join("; ")}` : "",
    `The product text's claims, best first, with their roles: ${reading.claims.map((c) => `[${c.role}] ${c.text}`).join("; ")}`,
    lead ? `Lead the headline with this claim (${lead.role}): ${lead.claim}` : "",
    `Do not write "${brief.project.name}": the logo already shows it. Variant ${brief.variantIndex + 1}.`,
    "Rules: state only facts the product text above contains. No ratings, stars, reviews, 'verified', customer names, prices, discounts, dates or numbers it does not contain. Never repeat one phrase in two slots. No slot names or labels inside the values.",
    "Answer with one JSON object with exactly these keys:",
    ...slots.map((s) => `- "${s.name}" (${s.role}): at most ${s.budget} characters, ${s.max_words} words, ${s.max_lines} line(s)`),
  ].filter(Boolean);
  const schema = {
    type: "object",
    additionalProperties: false,
    required: slots.map((s) => s.name),
    properties: Object.fromEntries(slots.map((s) => [s.name, { type: "string", maxLength: s.budget, description: `${s.role} (${slotKindOf(style, s)})` }])),
  };
  const res = await fetch(`${llm.baseUrl}/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: llm.model,
      temperature: 0.7,
      response_format: { type: "json_schema", json_schema: { name: "ad_copy", strict: true, schema } },
      messages: [
        { role: "system", content: "You are a senior performance-marketing copywriter. You answer with JSON only." },
        { role: "user", content: lines.join("\n") },
      ],
    }),
    signal: AbortSignal.timeout(llm.timeoutMs),
  });
  if (!res.ok) throw new Error(`provider answered ${res.status}`);
  const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
  const content = body.choices?.[0]?.message?.content ?? "";
  const parsed = JSON.parse(content.slice(content.indexOf("{"), content.lastIndexOf("}") + 1)) as unknown;
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("answer is not a JSON object");
  return parsed as Record<string, unknown>;
}
