"use client";

import { Button } from "@wire/design-system";
import { useActionState } from "react";
import { requestAccessFromTile } from "../../portal/accessActions";

/**
 * A dashboard tile's "Request access" (or "Request again") button: the server action, posted to
 * the dashboard itself (`permalink`) before the script has loaded or without it.
 */
export function RequestAccessForm({
  service,
  label,
  permalink,
}: {
  service: string;
  label: string;
  /** The dashboard's address, e.g. "/en/portal". */
  permalink: string;
}) {
  const [, formAction] = useActionState(requestAccessFromTile, null, permalink);
  return (
    <form action={formAction}>
      <input type="hidden" name="service" value={service} />
      <Button type="submit" variant="secondary" size="small">
        {label}
      </Button>
    </form>
  );
}
