"use client";
import { createContext, useContext, useId, type ReactNode } from "react";
import { cn } from "./cn";

type FieldState = { id: string; describedBy?: string; invalid: boolean };
const FieldContext = createContext<FieldState | null>(null);

/** Controls inside a <Field> pick up its id, description and error state from here. */
export function useField() {
  return useContext(FieldContext);
}

/** A labelled form row: label, optional hint, the control, and the error text screen readers announce. */
export function Field({ label, hint, error, children, className, optional }: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <FieldContext.Provider value={{ id, describedBy, invalid: Boolean(error) }}>
      <div className={cn("flex flex-col gap-1.5", className)}>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
          {/* The space keeps the accessible name "Tagline optional", not "Taglineoptional". */}
          {optional && <>{" "}<span className="ml-1 font-normal text-muted">optional</span></>}
        </label>
        {children}
        {hint && !error && <p id={hintId} className="text-xs text-muted">{hint}</p>}
        {error && (
          <p id={errorId} role="alert" className="text-xs font-medium text-danger">
            {error}
          </p>
        )}
      </div>
    </FieldContext.Provider>
  );
}
