"use client";

import { FlashMessage } from "@wire/design-system";

/**
 * The spec's apology for a failed ticket form with the support contact (spec §8), shown when
 * the form's last submit failed; nothing otherwise.
 */
export function TicketFormFailure({
  failed,
  texts,
}: {
  failed: boolean;
  texts: { apology: string; contact: string; hide: string };
}) {
  if (!failed) return null;
  return (
    <FlashMessage
      type="error"
      static
      text={`${texts.apology} ${texts.contact}`}
      hideButtonText={texts.hide}
    />
  );
}
