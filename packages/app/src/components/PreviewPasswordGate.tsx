"use client";

import { PasswordGate } from "@wire/design-system";
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
      setError(response.status === 401 ? labels.wrongPassword : labels.error);
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
