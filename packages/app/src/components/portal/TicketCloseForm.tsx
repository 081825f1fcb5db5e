"use client";

import { Button, Modal, RadioGroup, TextArea } from "@wire/design-system";
import { useActionState, useEffect, useState } from "react";
import type { TicketFormState } from "../../portal/ticketActions";
import { TicketFormFailure } from "./TicketFormFailure";

type Action = (previous: TicketFormState, form: FormData) => Promise<TicketFormState>;

/**
 * "Close ticket" behind a confirmation dialog: one of the spec's three
 * reasons and an optional comment (spec §4). The dialog stays open with the
 * choices kept when the server refuses.
 */
export function TicketCloseForm({
  action,
  ticketId,
  locale,
  reasons,
  texts,
}: {
  action: Action;
  ticketId: string;
  locale: string;
  reasons: readonly { id: string; label: string }[];
  texts: {
    button: string;
    confirmTitle: string;
    confirmText: string;
    reason: string;
    comment: string;
    confirm: string;
    cancel: string;
    close: string;
    apology: string;
    contact: string;
    hide: string;
  };
}) {
  const [open, setOpen] = useState(false);
  const [state, submit, pending] = useActionState(action, {
    status: "idle",
    errors: {},
    values: {},
  });
  // A refused attempt re-opens the dialog with the choices kept.
  useEffect(() => {
    if (state.status !== "idle") setOpen(true);
  }, [state]);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {texts.button}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={texts.confirmTitle}
        description={texts.confirmText}
        closeLabel={texts.close}
      >
        <form action={submit} noValidate key={state.status}>
          <input type="hidden" name="ticketId" value={ticketId} />
          <input type="hidden" name="locale" value={locale} />
          {state.status === "failed" ? (
            <TicketFormFailure
              apology={texts.apology}
              contact={texts.contact}
              hideLabel={texts.hide}
            />
          ) : null}
          <RadioGroup
            name="reason"
            label={texts.reason}
            options={reasons}
            isRequired
            defaultValue={state.values.reason || null}
            {...(state.errors.reason ? { errorMessage: state.errors.reason } : {})}
          />
          <TextArea
            name="comment"
            label={texts.comment}
            rows={3}
            defaultValue={state.values.comment ?? ""}
            {...(state.errors.comment ? { errorMessage: state.errors.comment } : {})}
          />
          <Button variant="secondary" onPress={() => setOpen(false)}>
            {texts.cancel}
          </Button>
          <Button type="submit" isLoading={pending}>
            {texts.confirm}
          </Button>
        </form>
      </Modal>
    </>
  );
}
