"use client";
import { useActionState } from "react";
import { Button, Field, Input } from "../_components";
import { requestSignInLink, signupAction, type FormState } from "./actions";

function EmailForm({ action, submit, callbackUrl, defaultEmail }: {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  submit: string;
  callbackUrl?: string;
  defaultEmail?: string;
}) {
  const [state, formAction, pending] = useActionState(action, undefined);
  return (
    <form action={formAction} className="flex flex-col gap-4">
      {callbackUrl && <input type="hidden" name="callbackUrl" value={callbackUrl} />}
      <Field label="E-mail address" error={state?.error}>
        <Input type="email" name="email" required autoComplete="email" defaultValue={defaultEmail} placeholder="you@company.com" />
      </Field>
      <Button type="submit" disabled={pending}>{pending ? "Sending…" : submit}</Button>
    </form>
  );
}

export function SignInForm({ callbackUrl, defaultEmail }: { callbackUrl: string; defaultEmail?: string }) {
  return <EmailForm action={requestSignInLink} submit="E-mail me a sign-in link" callbackUrl={callbackUrl} defaultEmail={defaultEmail} />;
}

export function SignupForm() {
  return <EmailForm action={signupAction} submit="Create my account" />;
}
