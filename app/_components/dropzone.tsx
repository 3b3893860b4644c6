"use client";
import { UploadCloud } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { cn } from "./cn";

/**
 * Drop files here or press to browse. The whole zone is one labelled button for keyboards and screen
 * readers; dropped and picked files go to the same `onFiles`.
 */
export function Dropzone({ onFiles, accept, multiple, busy, label, hint, compact, className }: {
  onFiles: (files: File[]) => void;
  accept?: string;
  multiple?: boolean;
  busy?: boolean;
  label: ReactNode;
  hint?: ReactNode;
  compact?: boolean;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(e) => { e.preventDefault(); setOver(true); }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const files = Array.from(e.dataTransfer.files);
        if (files.length) onFiles(multiple ? files : files.slice(0, 1));
      }}
      className={cn("relative rounded-[var(--radius-card)] border-2 border-dashed transition-colors",
        over ? "border-accent bg-accent-soft" : "border-line-strong bg-surface hover:border-ink/30", className)}>
      <button type="button" disabled={busy} aria-describedby={hint ? hintId : undefined} onClick={() => input.current?.click()}
        className={cn("flex w-full flex-col items-center justify-center gap-2 rounded-[var(--radius-card)] text-center",
          compact ? "px-4 py-5" : "px-6 py-10", busy && "opacity-60")}>
        <span className="grid size-10 place-items-center rounded-full bg-accent-soft text-accent">
          {busy ? <span className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" /> : <UploadCloud className="size-5" aria-hidden />}
        </span>
        <span className="text-sm font-medium">{busy ? "Uploading…" : label}</span>
        {hint && <span id={hintId} className="text-xs text-muted">{hint}</span>}
      </button>
      <input ref={input} type="file" accept={accept} multiple={multiple} hidden tabIndex={-1}
        onChange={(e) => { const files = Array.from(e.target.files ?? []); e.target.value = ""; if (files.length) onFiles(files); }} />
    </div>
  );
}
