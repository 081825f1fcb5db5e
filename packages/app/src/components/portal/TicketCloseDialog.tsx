"use client";

import { Button, FormStack, Modal, RadioGroup, TextArea } from "@wire/design-system";
import { useEffect } from "react";
import { useKeptActionState } from "../../forms/useKeptActionState";
import type { TicketFormState } from "../../portal/ticketActions";
import { FormErrorSummary } from "./FormErrorSummary";
import { TicketFormFailure } from "./TicketFormFailure";
import type { TicketCloseFormProps } from "./ticketCloseTypes";

/**
 * The confirmation dialog of "Close ticket": one of the spec's three reasons
 * and an optional comment (spec §4). It stays open with the choices kept
 * when the server refuses. Loaded when first asked for (TicketCloseForm).
 */
export function TicketCloseDialog({
  action,
  ticketId,
  locale,
  reasons,
  texts,
  open,
  onOpenChange,
}: TicketCloseFormProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { state, formAction, onSubmit, pending } = useKeptActionState<TicketFormState>(
    action,
    { status: "idle", errors: {}, values: {} },
    (values) => ({ status: "failed", errors: {}, values }),
  );
  // A refused attempt re-opens the dialog with the choices kept.
  useEffect(() => {
    if (state.status !== "idle") onOpenChange(true);
  }, [state, onOpenChange]);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={texts.confirmTitle}
      description={texts.confirmText}
      closeLabel={texts.close}
    >
      <form action={formAction} onSubmit={onSubmit} noValidate key={state.status}>
        <input type="hidden" name="ticketId" value={ticketId} />
        <input type="hidden" name="locale" value={locale} />
        <FormStack
          actions={
            <>
              <Button variant="secondary" onPress={() => onOpenChange(false)}>
                {texts.cancel}
              </Button>
              <Button type="submit" isLoading={pending}>
                {texts.confirm}
              </Button>
            </>
          }
        >
          <TicketFormFailure failed={state.status === "failed"} texts={texts} />
          <FormErrorSummary
            title={texts.errorTitle}
            errors={state.errors}
            fields={[
              { name: "reason", id: "close-reason" },
              { name: "comment", id: "close-comment" },
            ]}
          />
          <RadioGroup
            id="close-reason"
            name="reason"
            label={texts.reason}
            options={reasons}
            isRequired
            defaultValue={state.values.reason || null}
            {...(state.errors.reason ? { errorMessage: state.errors.reason } : {})}
          />
          <TextArea
            id="close-comment"
            name="comment"
            label={texts.comment}
            rows={3}
            defaultValue={state.values.comment ?? ""}
            {...(state.errors.comment ? { errorMessage: state.errors.comment } : {})}
          />
        </FormStack>
      </form>
    </Modal>
  );
}
