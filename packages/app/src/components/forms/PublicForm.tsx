"use client";

import {
  Button,
  Checkbox,
  ErrorSummary,
  FieldGroup,
  FlashMessage,
  Link,
  NativeSelect,
  Text,
  TextArea,
  TextField,
} from "@wire/design-system";
import { fieldErrors, formSchemaOf } from "@wire/domain";
import { useEffect, useRef, useState } from "react";
import {
  FORM_DEFINITIONS,
  type FormSectionDefinition,
  formFields,
  type PublicFormKind,
} from "../../forms/formDefinitions";
import type { PublicFormState } from "../../forms/publicFormActions";
import { readFormFields } from "../../forms/readFormFields";
import { useKeptActionState } from "../../forms/useKeptActionState";
import { answerJson } from "../../http/answerJson";

type Action = (previous: PublicFormState, form: FormData) => Promise<PublicFormState>;
type Option = { id: string; label: string };

export interface PublicFormTexts {
  submit: string;
  errorTitle: string;
  requiredHint: string;
  select: string;
  reference: string;
  download: string;
  hide: string;
  /** The form's failure message (spec §8), shown when the submission fails on the way. */
  failure: { title: string; text?: string };
}

/** The control id of a field, for the error summary's links. */
const fieldId = (kind: string, name: string) => `${kind}-${name.replace(/\./g, "-")}`;

/** Tells the tag manager (spec section 7); the data layer fills whether or not a container loads. */
function pushEvent(event: Record<string, unknown>) {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/**
 * A public form (issue 18): the fields of its definition, checked in the
 * browser with the domain's schema before sending and again on the server;
 * errors summarised at the top and linked to their fields; what was typed
 * kept on every error. Before sending, it asks the bot check for a token with
 * action SUBMIT (an empty one when that fails, spec §7). Without script the
 * form still posts (a server action) and every section shows; with script,
 * the return address and case ID show only when their checkbox asks for them.
 */
export function PublicForm({
  kind,
  action,
  labels,
  options,
  messages,
  hiddenFields,
  texts,
}: {
  kind: PublicFormKind;
  action: Action;
  /** Each field's label and each section's legend, by message key, in the reader's language. */
  labels: Record<string, string>;
  options: Partial<Record<string, readonly Option[]>>;
  /** The domain's English validation messages in the reader's language. */
  messages: Record<string, string>;
  /** The form's context: locale, site, page and (whitepaper) document. */
  hiddenFields: Record<string, string>;
  texts: PublicFormTexts;
}) {
  const {
    state,
    formAction: submit,
    send,
    pending,
  } = useKeptActionState<PublicFormState>(
    action,
    { status: "idle", errors: {}, values: {} },
    // The site did not answer (5xx, network): the form's own failure message, nothing lost.
    (values) => ({ status: "failed", errors: {}, values, message: texts.failure }),
    hiddenFields.page,
  );
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [toggles, setToggles] = useState<Record<string, boolean>>({});
  const token = useRef<HTMLInputElement>(null);
  const tokenFor = useRef<FormData | null>(null);

  useEffect(() => {
    setHydrated(true);
  }, []);
  useEffect(() => {
    // A token is good for one submission.
    if (token.current) token.current.value = "";
    tokenFor.current = null;
    if (state.status === "sent") {
      pushEvent({ event: "form_submit", form_kind: kind, reference: state.reference });
    }
  }, [state, kind]);

  const errors = checked ?? state.errors;
  const values = state.values;
  const sections = FORM_DEFINITIONS[kind];
  const fields = formFields(kind);
  const isOn = (name: string) => {
    if (name in toggles) return toggles[name]!;
    if (name in values) return values[name] === "on";
    return fields.find((field) => field.name === name)?.defaultChecked ?? false;
  };
  const shown = (section: FormSectionDefinition) =>
    !hydrated || !section.shownWhen || isOn(section.shownWhen.field) === section.shownWhen.checked;
  const summary = fields
    .filter((field) => errors[field.name])
    .map((field) => ({ fieldId: fieldId(kind, field.name), message: errors[field.name]! }));

  if (state.status === "sent") {
    return (
      <div role="status">
        <FlashMessage
          type="success"
          title={state.message?.title ?? ""}
          hideButtonText={texts.hide}
          static
        />
        <Text>{texts.reference.replace("{reference}", state.reference ?? "")}</Text>
        {state.downloadUrl ? (
          <Text>
            <Link
              href={state.downloadUrl}
              onClick={() =>
                pushEvent({ event: "file_download", form_kind: kind, file_url: state.downloadUrl })
              }
            >
              {texts.download}
            </Link>
          </Text>
        ) : null}
      </div>
    );
  }

  return (
    <form
      action={submit}
      noValidate
      key={JSON.stringify(state)}
      onSubmit={(event) => {
        const form = event.currentTarget;
        const { fields: entered } = readFormFields(kind, new FormData(form));
        const parsed = formSchemaOf(kind).safeParse(entered);
        if (!parsed.success) {
          event.preventDefault();
          setChecked(
            Object.fromEntries(
              Object.entries(fieldErrors(parsed.error)).map(([field, message]) => [
                field,
                messages[message] ?? message,
              ]),
            ),
          );
          return;
        }
        setChecked(null);
        if (tokenFor.current) {
          event.preventDefault();
          send(new FormData(form));
          return;
        }
        // Ask for the bot-check token first, then send the same form again.
        event.preventDefault();
        // Time since the page opened: nobody reads and fills a form in a second and a half.
        const elapsedMs = Math.round(performance.now());
        void fetch("/api/bot-check", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ action: "SUBMIT", elapsedMs }),
        })
          .then(async (response) => (await answerJson<{ token?: string }>(response)).token ?? "")
          .catch((error: Error) => {
            console.warn(`[bot-check] no token: ${error.message}`);
            return "";
          })
          .then((value) => {
            if (token.current) token.current.value = value;
            tokenFor.current = new FormData(form);
            form.requestSubmit();
          });
      }}
    >
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="formKind" value={kind} />
      <input ref={token} type="hidden" name="botToken" defaultValue="" />
      {state.message && !checked ? (
        <FlashMessage
          type="error"
          title={state.message.title}
          {...(state.message.text ? { text: state.message.text } : {})}
          hideButtonText={texts.hide}
          static
        />
      ) : null}
      <ErrorSummary title={texts.errorTitle} errors={summary} />
      <Text>{texts.requiredHint}</Text>
      {sections.map((section, index) => {
        const controls = section.fields.map((field) => {
          const id = fieldId(kind, field.name);
          const label = labels[field.label] ?? field.label;
          const error = errors[field.name] ? { errorMessage: errors[field.name]! } : {};
          const value = values[field.name] ?? "";
          const autoComplete = field.autoComplete ? { autoComplete: field.autoComplete } : {};
          switch (field.type) {
            case "textarea":
              return (
                <TextArea
                  key={field.name}
                  id={id}
                  name={field.name}
                  label={label}
                  isRequired={field.required}
                  rows={6}
                  defaultValue={value}
                  {...error}
                />
              );
            case "select":
              return (
                <NativeSelect
                  key={field.name}
                  id={id}
                  name={field.name}
                  label={label}
                  required={field.required}
                  items={[{ id: "", label: texts.select }, ...(options[field.options!] ?? [])]}
                  {...autoComplete}
                  defaultValue={value}
                  {...error}
                />
              );
            case "checkbox":
              return (
                <Checkbox
                  key={field.name}
                  id={id}
                  name={field.name}
                  isRequired={field.required}
                  defaultSelected={isOn(field.name)}
                  onChange={(on) => setToggles((current) => ({ ...current, [field.name]: on }))}
                  {...error}
                >
                  {label}
                </Checkbox>
              );
            default:
              return (
                <TextField
                  key={field.name}
                  id={id}
                  name={field.name}
                  type={field.type}
                  label={label}
                  isRequired={field.required}
                  {...autoComplete}
                  defaultValue={value}
                  {...error}
                />
              );
          }
        });
        if (!shown(section)) return null;
        return (
          <FieldGroup
            key={section.legend ?? `section-${index}`}
            {...(section.legend ? { legend: labels[section.legend] ?? section.legend } : {})}
          >
            {controls}
          </FieldGroup>
        );
      })}
      <Button type="submit" isLoading={pending}>
        {texts.submit}
      </Button>
    </form>
  );
}
