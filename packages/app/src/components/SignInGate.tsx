"use client";

import { Button, Spinner, Text } from "@wire/design-system";
import { AUTH_WAIT_MS } from "@wire/domain";
import { useEffect, useRef, useState } from "react";

interface SilentLoginMessage {
  type: "wire-silent-login";
  ok: boolean;
  loginRequired: boolean;
  error?: string;
  description?: string;
}

export interface SignInGateProps {
  /** The protected page the visitor asked for. */
  returnTo: string;
  /** The identity server's session check; without a login there, the silent attempt is skipped. */
  sessionCheckUrl: string;
  texts: { signingIn: string; failed: string; retry: string; contactSupport: string };
  supportHref: string;
}

/**
 * Signs the visitor in before a protected page shows (spec section 4):
 * asks the identity server's session check, then, if it may work, signs in
 * silently, with `prompt=none` in a hidden frame that returns to
 * `/blank-callback`; when the identity server needs the user, a full-page
 * redirect to its login. If nothing has happened after 30 s, a fallback
 * offers to retry or to contact support.
 */
export function SignInGate({ returnTo, sessionCheckUrl, texts, supportHref }: SignInGateProps) {
  const [stalled, setStalled] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const query = new URLSearchParams({ returnTo }).toString();

  useEffect(() => {
    void attempt;
    setStalled(false);
    const timer = window.setTimeout(() => setStalled(true), AUTH_WAIT_MS);
    const onMessage = (event: MessageEvent<SilentLoginMessage>) => {
      if (event.origin !== window.location.origin || event.data?.type !== "wire-silent-login")
        return;
      if (event.data.ok) window.location.replace(returnTo);
      else window.location.assign(`/api/auth/login?${query}`);
    };
    window.addEventListener("message", onMessage);
    const silent = () => {
      if (frame.current) frame.current.src = `/api/auth/login?${query}&silent=1`;
    };
    fetch(sessionCheckUrl, { credentials: "include", cache: "no-store" })
      .then((response) => response.json() as Promise<{ valid?: boolean }>)
      .then((check) => {
        if (check.valid === false) window.location.assign(`/api/auth/login?${query}`);
        else silent();
      })
      // Without an answer the silent attempt decides.
      .catch(silent);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("message", onMessage);
    };
  }, [attempt, query, returnTo, sessionCheckUrl]);

  return (
    <div aria-live="polite">
      <iframe ref={frame} title="sign-in" hidden tabIndex={-1} />
      {stalled ? (
        <>
          <Text>{texts.failed}</Text>
          <Button onPress={() => setAttempt((n) => n + 1)}>{texts.retry}</Button>{" "}
          <a href={supportHref}>{texts.contactSupport}</a>
        </>
      ) : (
        <>
          <Spinner label={texts.signingIn} />
          <Text>{texts.signingIn}</Text>
        </>
      )}
    </div>
  );
}
