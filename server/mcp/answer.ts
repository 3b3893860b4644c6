import type { Actor } from "../auth/actor";
import type { ToolDescriptor } from "./tools";

/** What a tool's run gets beside its arguments. */
export type ToolContext = {
  actor: Actor;
  /** Reports how far a long call is (MCP progress notifications, when the client sent a progressToken). */
  progress: (progress: number, total: number, message: string) => Promise<void>;
  signal: AbortSignal;
};
type Content =
  | { type: "text"; text: string }
  | { type: "image"; data: string; mimeType: string }
  | { type: "resource_link"; uri: string; name: string; mimeType: string }
  | { type: "resource"; resource: { uri: string; mimeType: string; blob: string } };
export type ToolAnswer = { content: Content[]; structuredContent: Record<string, unknown>; _meta?: Record<string, unknown> };
export type TaskTool = ToolDescriptor & { run: (args: Record<string, unknown>, context: ToolContext) => Promise<ToolAnswer> };

/** A tool's answer: the JSON as `structuredContent` and the same JSON as text, for clients that show only text. */
export function jsonResult(body: Record<string, unknown>, more: Content[] = []): ToolAnswer {
  return { content: [{ type: "text", text: JSON.stringify(body) }, ...more], structuredContent: body };
}
