"use client";

import { PasswordGate } from "@wire/design-system";
import { passwordSchema } from "@wire/domain";
import { useRouter } from "next/navigation";
import { useState } from "react";

interface Props {
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
  };
}

/**
 * The password prompt of a protected preview page: checks the password with
 * `/api/preview-password` and, once it is right, renders the page again on
 * the server, which now sees the preview cookie.
 */
export function PreviewPasswordGate({ labels }: Props) {
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
      const response = await fetch("/api/preview-password", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password }),
      });
      if (response.ok) {
        router.refresh();
        return;
      }
      setError(messageForStatus(response.status, labels));
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

/** The field message for the API's answer: 401 a wrong password, 400 a missing one. */
function messageForStatus(status: number, labels: Props["labels"]) {
  if (status === 401) return labels.wrongPassword;
  if (status === 400) return labels.passwordRequired;
  return labels.error;
}
