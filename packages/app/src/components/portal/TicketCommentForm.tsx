"use client";

import { Button, FormStack, TextArea } from "@wire/design-system";
import { useKeptActionState } from "../../forms/useKeptActionState";
import type { TicketFormState } from "../../portal/ticketActions";
import { FormErrorSummary } from "./FormErrorSummary";
import { TicketFormFailure } from "./TicketFormFailure";

type Action = (previous: TicketFormState, form: FormData) => Promise<TicketFormState>;

/** The comment form under a ticket's history; keeps the text on any error. */
export function TicketCommentForm({
  action,
  ticketId,
  locale,
  texts,
}: {
  action: Action;
  ticketId: string;
  locale: string;
  texts: {
    label: string;
    submit: string;
    apology: string;
    contact: string;
    hide: string;
    errorTitle: string;
  };
}) {
  const { state, formAction, onSubmit, pending } = useKeptActionState<TicketFormState>(
    action,
    { status: "idle", errors: {}, values: {} },
    (values) => ({ status: "failed", errors: {}, values }),
  );
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="ticketId" value={ticketId} />
      <input type="hidden" name="locale" value={locale} />
      <FormStack
        actions={
          <Button type="submit" isLoading={pending}>
            {texts.submit}
          </Button>
        }
      >
        <TicketFormFailure failed={state.status === "failed"} texts={texts} />
        <FormErrorSummary
          title={texts.errorTitle}
          errors={state.errors}
          fields={[{ name: "comment", id: "ticket-comment" }]}
        />
        <TextArea
          id="ticket-comment"
          name="comment"
          label={texts.label}
          rows={4}
          isRequired
          defaultValue={state.values.comment ?? ""}
          key={`${state.status}-${state.values.comment ?? ""}`}
          {...(state.errors.comment ? { errorMessage: state.errors.comment } : {})}
        />
      </FormStack>
    </form>
  );
}
