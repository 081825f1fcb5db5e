"use client";

import { type FormEvent, useState } from "react";
import { Button } from "../../components/Button/Button";
import { TextField } from "../../components/TextField/TextField";
import { Heading } from "../../components/Typography/Heading";
import { Text } from "../../components/Typography/Text";
import * as styles from "./PasswordGate.css";

export interface PasswordGateProps {
  title: string;
  text?: string;
  passwordLabel: string;
  submitText: string;
  /** Accessible text of the Spinner while checking. */
  loadingLabel: string;
  /** e.g. "Something went wrong. Please try again later." from the app. */
  errorMessage?: string;
  /** Shows the busy state while the app checks the password. */
  isLoading?: boolean;
  /** Called with the entered password; the app checks it (the design system never fetches). */
  onSubmit: (password: string) => void;
}

/** The password prompt of a protected preview page. */
export function PasswordGate({
  title,
  text,
  passwordLabel,
  submitText,
  loadingLabel,
  errorMessage,
  isLoading = false,
  onSubmit,
}: PasswordGateProps) {
  const [password, setPassword] = useState("");
  return (
    <div className={styles.root}>
      <Heading level={1} size={2}>
        {title}
      </Heading>
      {text ? <Text tone="secondary">{text}</Text> : null}
      <form
        className={styles.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!isLoading) onSubmit(password);
        }}
      >
        <TextField
          label={passwordLabel}
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
          errorMessage={errorMessage}
        />
        <Button type="submit" isLoading={isLoading} loadingLabel={loadingLabel} fullWidth>
          {submitText}
        </Button>
      </form>
    </div>
  );
}
