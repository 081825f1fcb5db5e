"use client";

import { Button, FileUpload, FormStack, Select, TextArea, TextField } from "@wire/design-system";
import { useState } from "react";
import { useKeptActionState } from "../../forms/useKeptActionState";
import type { TicketFormState } from "../../portal/ticketActions";
import { FormErrorSummary } from "./FormErrorSummary";
import { TicketFormFailure } from "./TicketFormFailure";
import { useTusUploads } from "./useTusUploads";

type Action = (previous: TicketFormState, form: FormData) => Promise<TicketFormState>;
type Option = { id: string; label: string };

/** The form's fields in their order, for the error summary. */
const FIELDS = [
  "location",
  "ticketType",
  "machine",
  "machineName",
  "serialNumber",
  "subject",
  "description",
] as const;

/** A field's control id, the error summary's link target. */
const fieldId = (name: string) => `newticket-${name}`;

/**
 * The new-ticket form (spec §5): location, type and machine concerned, the
 * optional machine name and serial number, subject and description, and
 * image or video attachments uploaded while the user types. Everything
 * entered is kept when the server refuses; the uploads too.
 */
export function NewTicketForm({
  action,
  locale,
  locations,
  types,
  machines,
  initial,
  texts,
}: {
  action: Action;
  locale: string;
  locations: readonly Option[];
  types: readonly Option[];
  machines: readonly Option[];
  initial: Record<string, string>;
  texts: Record<
    | "location"
    | "type"
    | "machine"
    | "machineName"
    | "machineNameHint"
    | "serialNumber"
    | "subject"
    | "description"
    | "attachments"
    | "attachmentsHint"
    | "uploadButton"
    | "uploadDrop"
    | "uploadRemove"
    | "uploadProgress"
    | "uploadRejected"
    | "uploadFailed"
    | "uploading"
    | "submit"
    | "apology"
    | "contact"
    | "hide"
    | "errorTitle",
    string
  >;
}) {
  const { state, formAction, onSubmit, pending } = useKeptActionState<TicketFormState>(
    action,
    { status: "idle", errors: {}, values: initial },
    (values) => ({ status: "failed", errors: {}, values }),
  );
  const uploads = useTusUploads({ failed: texts.uploadFailed, rejected: texts.uploadRejected });
  const [rejected, setRejected] = useState(false);
  const values = { ...initial, ...state.values };
  const error = (name: string) => (state.errors[name] ? { errorMessage: state.errors[name] } : {});
  const select = (name: string, label: string, items: readonly Option[]) => (
    <Select
      id={fieldId(name)}
      name={name}
      label={label}
      items={items}
      isRequired
      defaultSelectedKey={values[name] || null}
      {...error(name)}
    />
  );

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate key={JSON.stringify(state)}>
      <input type="hidden" name="locale" value={locale} />
      <FormStack
        actions={
          <>
            <Button type="submit" isLoading={pending} isDisabled={uploads.busy}>
              {texts.submit}
            </Button>
            {uploads.busy ? <p role="status">{texts.uploading}</p> : null}
          </>
        }
      >
        <TicketFormFailure failed={state.status === "failed"} texts={texts} />
        <FormErrorSummary
          title={texts.errorTitle}
          errors={state.errors}
          fields={FIELDS.map((name) => ({ name, id: fieldId(name) }))}
        />
        {select("location", texts.location, locations)}
        {select("ticketType", texts.type, types)}
        {select("machine", texts.machine, machines)}
        <TextField
          id={fieldId("machineName")}
          name="machineName"
          label={texts.machineName}
          description={texts.machineNameHint}
          defaultValue={values.machineName ?? ""}
          {...error("machineName")}
        />
        <TextField
          id={fieldId("serialNumber")}
          name="serialNumber"
          label={texts.serialNumber}
          defaultValue={values.serialNumber ?? ""}
          {...error("serialNumber")}
        />
        <TextField
          id={fieldId("subject")}
          name="subject"
          label={texts.subject}
          isRequired
          defaultValue={values.subject ?? ""}
          {...error("subject")}
        />
        <TextArea
          id={fieldId("description")}
          name="description"
          label={texts.description}
          isRequired
          rows={6}
          defaultValue={values.description ?? ""}
          {...error("description")}
        />
        <FileUpload
          label={texts.attachments}
          description={texts.attachmentsHint}
          buttonText={texts.uploadButton}
          dropText={texts.uploadDrop}
          rejectedMessage={texts.uploadRejected}
          removeLabel={(name) => texts.uploadRemove.replace("{name}", name)}
          progressLabel={texts.uploadProgress}
          files={uploads.files}
          allowsMultiple
          hasRejected={rejected}
          onSelect={(files) => {
            setRejected(false);
            uploads.add(files);
          }}
          onReject={() => setRejected(true)}
          onRemove={uploads.remove}
        />
        {uploads.files.map((file) =>
          file.uploadId ? (
            <input key={file.id} type="hidden" name="upload" value={file.uploadId} />
          ) : null,
        )}
      </FormStack>
    </form>
  );
}
