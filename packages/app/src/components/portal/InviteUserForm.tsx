"use client";

import {
  Button,
  ErrorSummary,
  FlashMessage,
  FormStack,
  Link,
  NativeSelect,
  Text,
  TextField,
} from "@wire/design-system";
import { fieldErrors, inviteSchema } from "@wire/domain";
import { useActionState, useState } from "react";
import type { UserAdminFormState } from "../../portal/userAdminActions";
import { useDialogCancel } from "./DialogAction";

type Action = (previous: UserAdminFormState, form: FormData) => Promise<UserAdminFormState>;
type Option = { id: string; label: string };

/** The id of each field's control, for the error summary's links. */
const FIELD_IDS = {
  email: "invite-email",
  application: "invite-application",
  organization: "invite-organization",
  firstName: "invite-first-name",
  lastName: "invite-last-name",
} as const;
type Field = keyof typeof FIELD_IDS;

/**
 * The invite form (spec §5): e-mail, application, organisation and an
 * optional name. The browser checks it with the domain's `inviteSchema`
 * before sending, the server again; errors are listed in a summary linked to
 * their fields and nothing typed is lost. An address that belongs to a user
 * already links to that user's profile.
 */
export function InviteUserForm({
  action,
  locale,
  applications,
  organisations,
  messages,
  profileHref,
  texts,
}: {
  action: Action;
  locale: string;
  applications: readonly Option[];
  organisations: readonly Option[];
  /** The domain's English validation messages in the reader's language. */
  messages: Record<string, string>;
  /** A user's profile, `{id}` standing for the user's id. */
  profileHref: string;
  texts: Record<
    | "email"
    | "application"
    | "organization"
    | "firstName"
    | "lastName"
    | "select"
    | "submit"
    | "errorTitle"
    | "viewProfile"
    | "hide",
    string
  >;
}) {
  const cancel = useDialogCancel();
  const [state, submit, pending] = useActionState(action, {
    status: "idle",
    errors: {},
    values: {},
  } satisfies UserAdminFormState);
  // The browser's own check of the last attempt; null once it passed (the server's answer counts).
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const errors = checked ?? state.errors;
  const values = state.values;
  const error = (field: Field) => (errors[field] ? { errorMessage: errors[field] } : {});
  const summary = (Object.keys(FIELD_IDS) as Field[])
    .filter((field) => errors[field])
    .map((field) => ({ fieldId: FIELD_IDS[field], message: errors[field] }));

  return (
    <form
      action={submit}
      noValidate
      key={JSON.stringify(state)}
      onSubmit={(event) => {
        const entered = Object.fromEntries(new FormData(event.currentTarget));
        const parsed = inviteSchema.safeParse(entered);
        if (parsed.success) {
          setChecked(null);
          return;
        }
        event.preventDefault();
        setChecked(
          Object.fromEntries(
            Object.entries(fieldErrors(parsed.error)).map(([field, message]) => [
              field,
              messages[message] ?? message,
            ]),
          ),
        );
      }}
    >
      <input type="hidden" name="locale" value={locale} />
      <FormStack
        actions={
          <>
            {cancel}
            <Button type="submit" isLoading={pending}>
              {texts.submit}
            </Button>
          </>
        }
      >
        {state.failure && !checked ? (
          <FlashMessage
            type="error"
            title={state.failure.title}
            text={state.failure.message}
            hideButtonText={texts.hide}
          />
        ) : null}
        <ErrorSummary title={texts.errorTitle} errors={summary} />
        {state.existingUserId && !checked ? (
          <Text>
            <Link href={profileHref.replace("{id}", encodeURIComponent(state.existingUserId))}>
              {texts.viewProfile}
            </Link>
          </Text>
        ) : null}
        <TextField
          id={FIELD_IDS.email}
          name="email"
          type="email"
          autoComplete="off"
          label={texts.email}
          isRequired
          defaultValue={values.email ?? ""}
          {...error("email")}
        />
        <NativeSelect
          id={FIELD_IDS.application}
          name="application"
          label={texts.application}
          required
          items={[{ id: "", label: texts.select }, ...applications]}
          defaultValue={values.application ?? ""}
          {...error("application")}
        />
        <NativeSelect
          id={FIELD_IDS.organization}
          name="organization"
          label={texts.organization}
          required
          items={[{ id: "", label: texts.select }, ...organisations]}
          defaultValue={values.organization ?? ""}
          {...error("organization")}
        />
        <TextField
          id={FIELD_IDS.firstName}
          name="firstName"
          label={texts.firstName}
          defaultValue={values.firstName ?? ""}
          {...error("firstName")}
        />
        <TextField
          id={FIELD_IDS.lastName}
          name="lastName"
          label={texts.lastName}
          defaultValue={values.lastName ?? ""}
          {...error("lastName")}
        />
      </FormStack>
    </form>
  );
}
