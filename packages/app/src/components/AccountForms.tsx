"use client";

import {
  Button,
  FlashMessage,
  FormStack,
  Heading,
  Select,
  Text,
  TextField,
} from "@wire/design-system";
import { useActionState } from "react";
import { fillTemplate } from "../i18n/fillTemplate";
import type { FormState } from "../portal/accountActions";
import { FormErrorSummary } from "./portal/FormErrorSummary";

type Action = (previous: FormState, form: FormData) => Promise<FormState>;
interface Option {
  id: string;
  label: string;
}

export interface AccountFormsProps {
  profile: {
    firstName: string;
    lastName: string;
    country: string;
    language: string;
    email: string;
  };
  /** Internal employees cannot edit their profile or password (spec section 6). */
  internal: boolean;
  countries: Option[];
  languages: Option[];
  actions: { updateProfile: Action; changePassword: Action; resetMultiFactor: Action };
  /**
   * Translated texts; `failed.session` / `failed.unavailable` / `failed.tooManyAttempts` (with
   * `{seconds}` left in) for the form-level failures.
   */
  texts: Record<string, string>;
}

/** The profile's and the password's fields in their order, for the error summaries. */
const PROFILE_FIELDS = ["firstName", "lastName", "country", "language"] as const;
const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

const idle: FormState = { status: "idle", errors: {}, values: {} };

function Outcome({
  state,
  success,
  texts,
}: {
  state: FormState;
  success: string;
  texts: Record<string, string>;
}) {
  if (state.status === "saved") {
    return <FlashMessage type="success" text={success} hideButtonText={texts.hide!} />;
  }
  if (state.status === "failed") {
    return (
      <FlashMessage
        type="error"
        text={fillTemplate(texts[`failed.${state.errors._form}`] ?? texts["failed.unavailable"]!, {
          seconds: state.errors.retryAfterS ?? "",
        })}
        hideButtonText={texts.hide!}
      />
    );
  }
  return null;
}

/**
 * The account page's forms: profile, password and multi-factor reset. Each
 * keeps what the user entered when the server refuses it and shows the
 * server's field messages.
 */
export function AccountForms({
  profile,
  internal,
  countries,
  languages,
  actions,
  texts,
}: AccountFormsProps) {
  const [profileState, saveProfile, savingProfile] = useActionState(actions.updateProfile, {
    ...idle,
    values: profile,
  });
  const [passwordState, savePassword, savingPassword] = useActionState(
    actions.changePassword,
    idle,
  );
  const [mfaState, resetMfa, resetting] = useActionState(actions.resetMultiFactor, idle);
  const values = { ...profile, ...profileState.values };

  return (
    <>
      <section aria-labelledby="profile-title">
        <Heading level={2} id="profile-title">
          {texts.profileTitle}
        </Heading>
        <Text>{profile.email}</Text>
        {internal ? (
          <Text data-testid="internal-notice">{texts.internalNotice}</Text>
        ) : (
          <form action={saveProfile} noValidate>
            <FormStack
              actions={
                <Button type="submit" isLoading={savingProfile}>
                  {texts.saveProfile}
                </Button>
              }
            >
              <Outcome state={profileState} success={texts.profileSaved!} texts={texts} />
              <FormErrorSummary
                title={texts.errorTitle!}
                errors={profileState.errors}
                fields={PROFILE_FIELDS.map((name) => ({ name, id: `account-${name}` }))}
              />
              <TextField
                id="account-firstName"
                name="firstName"
                label={texts.firstName}
                isRequired
                defaultValue={values.firstName}
                errorMessage={profileState.errors.firstName}
              />
              <TextField
                id="account-lastName"
                name="lastName"
                label={texts.lastName}
                isRequired
                defaultValue={values.lastName}
                errorMessage={profileState.errors.lastName}
              />
              <Select
                id="account-country"
                name="country"
                label={texts.country!}
                isRequired
                items={countries}
                defaultSelectedKey={values.country}
                errorMessage={profileState.errors.country}
              />
              <Select
                id="account-language"
                name="language"
                label={texts.language!}
                isRequired
                items={languages}
                defaultSelectedKey={values.language}
                errorMessage={profileState.errors.language}
              />
            </FormStack>
          </form>
        )}
      </section>
      {internal ? null : (
        <section aria-labelledby="password-title">
          <Heading level={2} id="password-title">
            {texts.passwordTitle}
          </Heading>
          <form action={savePassword} noValidate>
            <FormStack
              actions={
                <Button type="submit" isLoading={savingPassword}>
                  {texts.changePassword}
                </Button>
              }
            >
              <Outcome state={passwordState} success={texts.passwordSaved!} texts={texts} />
              <FormErrorSummary
                title={texts.errorTitle!}
                errors={passwordState.errors}
                fields={PASSWORD_FIELDS.map((name) => ({ name, id: `account-${name}` }))}
              />
              <TextField
                id="account-currentPassword"
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                label={texts.currentPassword}
                isRequired
                errorMessage={passwordState.errors.currentPassword}
              />
              <TextField
                id="account-newPassword"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                label={texts.newPassword}
                isRequired
                errorMessage={passwordState.errors.newPassword}
              />
              <TextField
                id="account-confirmPassword"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                label={texts.confirmPassword}
                isRequired
                errorMessage={passwordState.errors.confirmPassword}
              />
            </FormStack>
          </form>
        </section>
      )}
      <section aria-labelledby="mfa-title">
        <Heading level={2} id="mfa-title">
          {texts.mfaTitle}
        </Heading>
        <Text>{texts.mfaText}</Text>
        <form action={resetMfa}>
          <FormStack
            actions={
              <Button type="submit" variant="secondary" isLoading={resetting}>
                {texts.mfaReset}
              </Button>
            }
          >
            <Outcome state={mfaState} success={texts.mfaDone!} texts={texts} />
          </FormStack>
        </form>
      </section>
    </>
  );
}
