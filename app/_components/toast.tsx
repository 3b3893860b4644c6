"use client";
import { CheckCircle2, AlertTriangle, X } from "lucide-react";
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import { cn } from "./cn";

type Toast = { id: number; title: string; body?: string; tone: "success" | "error" };
type Push = (toast: Omit<Toast, "id" | "tone"> & { tone?: Toast["tone"] }) => void;

const ToastContext = createContext<Push>(() => {});

/** Short confirmations and errors, announced politely to screen readers and gone after 5 s. */
export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const push = useCallback<Push>((toast) => {
    const id = Date.now() + Math.random();
    setToasts((all) => [...all.slice(-3), { tone: "success", ...toast, id }]);
    setTimeout(() => dismiss(id), 5000);
  }, [dismiss]);
  return (
    <ToastContext.Provider value={push}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end">
        {toasts.map((t) => (
          <div key={t.id} role={t.tone === "error" ? "alert" : "status"}
            className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border border-line bg-surface p-4 shadow-[var(--shadow-pop)]">
            {t.tone === "error"
              ? <AlertTriangle className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
              : <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />}
            <div className="min-w-0 flex-1">
              <p className={cn("text-sm font-medium", t.tone === "error" ? "text-danger" : "text-ink")}>{t.title}</p>
              {t.body && <p className="mt-0.5 text-sm text-muted">{t.body}</p>}
            </div>
            <button type="button" onClick={() => dismiss(t.id)} aria-label="Dismiss" className="rounded p-0.5 text-muted hover:text-ink">
              <X className="size-4" aria-hidden />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
