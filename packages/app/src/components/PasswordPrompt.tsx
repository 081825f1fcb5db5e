"use client";

import { PasswordGate } from "@wire/design-system";
import { passwordSchema } from "@wire/domain";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { discardBody } from "../http/answerJson";

interface Props {
  /** Where the password goes: the preview's `{ password }` or the editor area's `{ input }`. */
  endpoint: "/api/preview-password" | "/api/editor-area-autentication";
  labels: {
    title: string;
    text: string;
    password: string;
    submit: string;
    loading: string;
    wrongPassword: string;
    /** The field's message for an empty password ("Please enter a password", spec §5). */
    passwordRequired: string;
    error: string;
    /** The rate limit's refusal, `{seconds}` standing for the wait. */
    tooManyAttempts: string;
  };
}

/**
 * A shared-password prompt (a protected preview page, the editor area):
 * checks the password with its endpoint and, once it is right, renders the
 * page again on the server, which now sees the cookie the endpoint set.
 */
export function PasswordPrompt({ endpoint, labels }: Props) {
  const router = useRouter();
  const [isLoading, setLoading] = useState(false);
  const [errorMessage, setError] = useState<string | undefined>();

  async function submit(password: string) {
    // The server's rule checked first, so an empty password is named without a round trip.
    if (!passwordSchema.safeParse({ password }).success) {
      setError(labels.passwordRequired);
      return;
    }
    setLoading(true);
    setError(undefined);
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(
          endpoint === "/api/preview-password" ? { password } : { input: password },
        ),
      });
      // Only the status counts, but the request ends only once its body is read.
      await discardBody(response);
      if (response.ok) {
        router.refresh();
        return;
      }
      setError(messageFor(response, labels));
    } catch {
      setError(labels.error);
    } finally {
      setLoading(false);
    }
  }

  return (
    <PasswordGate
      title={labels.title}
      text={labels.text}
      passwordLabel={labels.password}
      submitText={labels.submit}
      loadingLabel={labels.loading}
      isLoading={isLoading}
      {...(errorMessage ? { errorMessage } : {})}
      onSubmit={submit}
    />
  );
}

/** The field message for the API's answer: 401 a wrong password, 400 a missing one, 429 too many. */
function messageFor(response: Response, labels: Props["labels"]) {
  if (response.status === 401) return labels.wrongPassword;
  if (response.status === 400) return labels.passwordRequired;
  if (response.status === 429) {
    return labels.tooManyAttempts.replace("{seconds}", response.headers.get("retry-after") ?? "60");
  }
  return labels.error;
}
