"use client";

import { unstable_rethrow } from "next/navigation";
import { type FormEvent, useActionState, useState, useTransition } from "react";

/** The text fields of a submitted form, so a failed submission can show them again. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !(name in values)) values[name] = value;
  }
  return values;
}

/**
 * `useActionState` for a form whose submission can fail on the way (issue 42): the site answers
 * 5xx, the connection drops, the server action throws. With scripts the form's `onSubmit` sends
 * the server action itself and turns such a failure into `failed(values typed)`, so the form
 * stays on its page with everything typed and its form-level message, instead of the error
 * boundary's page replacing it; a redirect (success) goes on as usual. Without scripts the
 * form posts the server action as before (`formAction`), which the server renders the state of.
 *
 * @example
 * const { state, formAction, onSubmit, pending } = useKeptActionState(commentOnTicket, idle,
 *   (values) => ({ status: "failed", errors: {}, values }));
 * <form action={formAction} onSubmit={onSubmit}>…</form>
 */
export function useKeptActionState<State>(
  action: (previous: State, form: FormData) => Promise<State>,
  initial: State,
  failed: (values: Record<string, string>, previous: State) => State,
  /**
   * The page the form is on, e.g. "/en/contact": where it posts without script. React would
   * write `action=""` otherwise, which HTML does not allow (issue 43).
   */
  permalink?: string,
) {
  const [posted, formAction, postPending] = useActionState<State, FormData>(
    action,
    initial as Awaited<State>,
    permalink,
  );
  const [sent, setSent] = useState<State | null>(null);
  const [pending, startTransition] = useTransition();
  const state = sent ?? posted;

  /** Sends `form` through the server action; the form's `onSubmit` calls it, or a caller that sends the form itself later. */
  const send = (form: FormData) => {
    startTransition(async () => {
      let next: State;
      try {
        next = await action(state, form);
      } catch (error) {
        // A redirect or not-found of the action is the router's to follow.
        unstable_rethrow(error);
        console.error(`[forms] submission failed: ${(error as Error).message}`);
        next = failed(typedValues(form), state);
      }
      startTransition(() => setSent(next));
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    send(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
  };

  return { state, formAction, onSubmit, send, pending: pending || postPending };
}
