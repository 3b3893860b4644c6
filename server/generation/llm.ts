import type { Style } from "../styles/types";
import { builtinCopy, chooseAngle, fitToSlot, type CopyBrief, type WrittenCopy } from "./copywriter";

/**
 * An OpenAI-compatible chat-completions provider that replaces the built-in copywriter when
 * ADLAB_LLM_BASE_URL is set (ADLAB_LLM_API_KEY, ADLAB_LLM_MODEL, ADLAB_LLM_TIMEOUT_MS optional).
 * The model is asked for a JSON object of slot name -> text; the answer is fitted to the slot budgets
 * like any other copy, and slots it leaves out are written by the built-in copywriter. Any failure of the
 * provider (network, status, unparsable answer) falls back to the built-in copywriter, so generation does
 * not fail because the LLM did.
 */
export const llmConfigured = () => Boolean(process.env.ADLAB_LLM_BASE_URL);

export async function llmCopy(style: Style, brief: CopyBrief): Promise<WrittenCopy> {
  const fallback = builtinCopy(style, brief);
  try {
    const answer = await askModel(style, brief);
    const copy: Record<string, string> = {};
    for (const slot of style.editable_slots) {
      const value = typeof answer[slot.name] === "string" ? fitToSlot(answer[slot.name] as string, slot) : "";
      copy[slot.name] = value || fallback.copy[slot.name];
    }
    return { copy, informedBy: fallback.informedBy, source: "llm" };
  } catch (error) {
    console.warn(`[adlab] LLM copywriter failed, using the built-in one: ${(error as Error).message}`);
    return fallback;
  }
}

async function askModel(style: Style, brief: CopyBrief): Promise<Record<string, unknown>> {
  const base = process.env.ADLAB_LLM_BASE_URL!.replace(/\/$/, "");
  const { angle } = chooseAngle(brief);
  const slots = style.editable_slots.map(
    (s) => `- "${s.name}" (${s.role}): at most ${s.max_words} words, ${s.max_lines} line(s), ${s.budget} characters`,
  );
  const lines = [
    `Write ad copy for "${brief.project.name}"${brief.project.tagline ? ` (${brief.project.tagline})` : ""}.`,
    `Product: ${brief.project.description}`,
    brief.project.visualDirection && `Visual direction: ${brief.project.visualDirection}`,
    brief.audience && `Audience: ${brief.audience.name}. ${brief.audience.description ?? ""} Rules: ${brief.audience.rules ?? "none"}`,
    brief.prompt && `Creative direction: ${brief.prompt}`,
    brief.copy && `Draft copy to start from: ${brief.copy}`,
    brief.cta && `Call to action: ${brief.cta}`,
    brief.characterDirection && `Characters: ${brief.characterDirection}`,
    `Style: ${style.name} (${style.category}). ${style.description}`,
    style.character_roles.length ? `Character roles: ${style.character_roles.map((r) => `${r.name}: ${r.guidance}`).join("; ")}` : "",
    brief.hypotheses.preferred.length ? `Lean on: ${brief.hypotheses.preferred.map((h) => h.statement).join("; ")}` : "",
    brief.hypotheses.avoided.length ? `Avoid: ${brief.hypotheses.avoided.map((h) => h.statement).join("; ")}` : "",
    `Angle: ${angle.id}. Variant ${brief.variantIndex + 1}.`,
    `Answer with one JSON object whose keys are exactly these slots:`,
    ...slots,
  ].filter(Boolean);
  const res = await fetch(`${base}/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(process.env.ADLAB_LLM_API_KEY ? { authorization: `Bearer ${process.env.ADLAB_LLM_API_KEY}` } : {}),
    },
    body: JSON.stringify({
      model: process.env.ADLAB_LLM_MODEL ?? "gpt-4o-mini",
      temperature: 0.7,
      response_format: { type: "json_object" },
      messages: [
        { role: "system", content: "You are a senior performance-marketing copywriter. You answer with JSON only." },
        { role: "user", content: lines.join("\n") },
      ],
    }),
    signal: AbortSignal.timeout(Number(process.env.ADLAB_LLM_TIMEOUT_MS ?? 20_000)),
  });
  if (!res.ok) throw new Error(`provider answered ${res.status}`);
  const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
  const content = body.choices?.[0]?.message?.content ?? "";
  const json = content.slice(content.indexOf("{"), content.lastIndexOf("}") + 1);
  const parsed = JSON.parse(json) as unknown;
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("answer is not a JSON object");
  return parsed as Record<string, unknown>;
}
