"use client";

import { FlashMessage } from "@wire/design-system";

/** The spec's apology for a failed ticket form with the support contact (spec §8). */
export function TicketFormFailure({
  apology,
  contact,
  hideLabel,
}: {
  apology: string;
  contact: string;
  hideLabel: string;
}) {
  return (
    <FlashMessage type="error" static text={`${apology} ${contact}`} hideButtonText={hideLabel} />
  );
}
