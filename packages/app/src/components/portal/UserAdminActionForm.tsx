"use client";

import {
  Button,
  type ButtonProps,
  FlashMessage,
  FormStack,
  NativeSelect,
} from "@wire/design-system";
import { useActionState } from "react";
import type { UserAdminFormState } from "../../portal/userAdminActions";
import { useDialogCancel } from "./DialogAction";

type Action = (previous: UserAdminFormState, form: FormData) => Promise<UserAdminFormState>;

/**
 * One action on a user (grant, accept, withdraw, add to an organisation…) as
 * a form that works without scripts. A refused action shows its title and
 * the reason (spec §8) above the button; a chosen organisation is kept.
 */
export function UserAdminActionForm({
  action,
  locale,
  userId,
  name,
  application,
  organisation,
  label,
  variant = "primary",
  select,
  hideLabel,
}: {
  action: Action;
  locale: string;
  userId: string;
  /** The action, e.g. `grant` or `addToOrganisation`. */
  name: string;
  application?: string;
  organisation?: string;
  label: string;
  variant?: ButtonProps["variant"];
  /** A choice the action needs, e.g. the organisation to add the user to. */
  select?: {
    name: string;
    label: string;
    /** Without a value the user must choose: the placeholder comes first. */
    placeholder?: string;
    value?: string;
    options: readonly { id: string; label: string }[];
  };
  hideLabel: string;
}) {
  const [state, submit, pending] = useActionState(action, {
    status: "idle",
    errors: {},
    values: {},
  } satisfies UserAdminFormState);
  const cancel = useDialogCancel();
  return (
    <form action={submit} noValidate key={JSON.stringify(state)}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="action" value={name} />
      {application ? <input type="hidden" name="application" value={application} /> : null}
      {organisation ? <input type="hidden" name="organisation" value={organisation} /> : null}
      <FormStack
        actions={
          <>
            {cancel}
            <Button type="submit" variant={variant} isLoading={pending}>
              {label}
            </Button>
          </>
        }
      >
        {state.failure ? (
          <FlashMessage
            type="error"
            title={state.failure.title}
            text={state.failure.message}
            hideButtonText={hideLabel}
          />
        ) : null}
        {select ? (
          <NativeSelect
            name={select.name}
            label={select.label}
            required
            items={[
              ...(select.placeholder ? [{ id: "", label: select.placeholder }] : []),
              ...select.options,
            ]}
            defaultValue={state.values[select.name] ?? select.value ?? ""}
            {...(state.errors[select.name] ? { errorMessage: state.errors[select.name] } : {})}
          />
        ) : null}
      </FormStack>
    </form>
  );
}
