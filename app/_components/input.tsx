"use client";
import type { AriaAttributes, InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cn } from "./cn";
import { useField } from "./field";
import { useHydrated } from "./use-hydrated";

const control =
  "rounded-lg border border-line-strong bg-surface px-3 text-sm text-ink placeholder:text-muted/80 shadow-[inset_0_1px_0_rgb(0_0_0/0.02)] " +
  "transition-colors hover:border-ink/30 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent focus-visible:border-accent " +
  "disabled:bg-sunken disabled:text-muted aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:outline-danger";

/** Default size utilities, dropped when the caller passes its own width or height (no class merging library here). */
function sized(className: string | undefined, defaults: string) {
  const given = (className ?? "").split(/\s+/).filter(Boolean);
  const keep = defaults.split(" ").filter((d) => {
    const prefix = d.split("-")[0] + "-";
    return !given.some((t) => t.startsWith(prefix) || (prefix === "w-" && t === "flex-1"));
  });
  return cn(...keep, className);
}

/**
 * id/aria wiring from the surrounding <Field>, overridable by explicit props. A controlled field is read-only
 * until the page is hydrated: hydration resets it to its state, so words typed earlier would vanish.
 */
function useControlProps(props: { id?: string; value?: unknown; readOnly?: boolean; "aria-describedby"?: string; "aria-invalid"?: AriaAttributes["aria-invalid"] }) {
  const field = useField();
  const hydrated = useHydrated();
  return {
    id: props.id ?? field?.id,
    "aria-describedby": props["aria-describedby"] ?? field?.describedBy,
    "aria-invalid": props["aria-invalid"] ?? (field?.invalid || undefined),
    readOnly: props.readOnly || (props.value !== undefined && !hydrated) || undefined,
  };
}

export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...rest} {...useControlProps(rest)} className={cn(control, sized(className, "w-full h-10"))} />;
}

export function Textarea({ className, rows = 4, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea rows={rows} {...rest} {...useControlProps(rest)} className={cn(control, "py-2 leading-relaxed", sized(className, "w-full"))} />;
}

export function Select({ className, children, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select {...rest} {...useControlProps(rest)} className={cn(control, "appearance-none bg-[length:16px] bg-[right_10px_center] bg-no-repeat pr-9", sized(className, "w-full h-10"))}
      style={{ backgroundImage: "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%237a756c' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")" }}>
      {children}
    </select>
  );
}
