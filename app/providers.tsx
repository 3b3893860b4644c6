"use client";
import type { ReactNode } from "react";
import { ToastProvider } from "./_components/toast";
import { TrpcReactProvider } from "./_trpc/client";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <TrpcReactProvider>
      <ToastProvider>{children}</ToastProvider>
    </TrpcReactProvider>
  );
}
