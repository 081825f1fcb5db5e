"use client";

import {
  Button,
  type ButtonProps,
  FormStack,
  Heading,
  Link,
  Modal,
  Text,
} from "@wire/design-system";
import { useRouter } from "next/navigation";
import {
  createContext,
  type ReactNode,
  useContext,
  useId,
  useState,
  useSyncExternalStore,
} from "react";

const noSubscription = () => () => {};

/** The open dialog's Cancel button, for the form inside it to put beside its own button. */
const DialogCancel = createContext<ReactNode>(null);

/**
 * The Cancel button of the dialog a form sits in (null outside one): the form puts it in its
 * button row, so a dialog's buttons sit together at its foot (issue 42).
 */
export function useDialogCancel(): ReactNode {
  return useContext(DialogCancel);
}

export interface DialogActionProps {
  /** The button's label. */
  label: string;
  /** @default "secondary" */
  variant?: ButtonProps["variant"];
  /** The page the dialog belongs to and its query with the dialog open: the button's target without scripts. */
  path: string;
  params: Record<string, string>;
  /** The page was asked for with the dialog open (the URL says so). */
  open: boolean;
  /** The page without the dialog, where closing a dialog the URL opened goes. */
  closeHref: string;
  title: string;
  description?: string;
  closeLabel: string;
  cancelLabel: string;
  /** The dialog's content, e.g. a confirmation form. */
  children: ReactNode;
}

/**
 * A button that opens a dialog: a confirmation before a destructive action,
 * or a form such as "Invite user". With scripts it opens a modal in place
 * (focus moves in, Escape closes, focus returns to the button). Without them
 * the button submits a GET form to this page with `params`, and the page,
 * rendered with `open`, shows the dialog's content in the page with a cancel
 * link, so every action also works before or without scripts. The form inside puts the
 * dialog's Cancel button (`useDialogCancel`) beside its own, so both sit together at its foot.
 */
export function DialogAction({
  label,
  variant = "secondary",
  path,
  params,
  open: openFromUrl,
  closeHref,
  title,
  description,
  closeLabel,
  cancelLabel,
  children,
}: DialogActionProps) {
  // False while hydrating (it matches the server's in-page dialog), true after.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [open, setOpen] = useState(openFromUrl);
  const router = useRouter();
  const headingId = useId();
  const close = () => {
    setOpen(false);
    // The URL opened it: leave that URL, so reloading does not open it again.
    if (openFromUrl) router.replace(closeHref, { scroll: false });
  };
  return (
    <>
      <form
        method="get"
        action={path}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {Object.entries(params).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* Laid out as the action forms are, so it lines up beside them. */}
        <FormStack
          actions={
            <Button type="submit" variant={variant}>
              {label}
            </Button>
          }
        >
          {null}
        </FormStack>
      </form>
      {hydrated ? (
        <Modal
          open={open}
          onOpenChange={(next) => (next ? setOpen(true) : close())}
          title={title}
          description={description}
          closeLabel={closeLabel}
        >
          <DialogCancel.Provider
            value={
              <Button variant="secondary" onPress={close}>
                {cancelLabel}
              </Button>
            }
          >
            {children}
          </DialogCancel.Provider>
        </Modal>
      ) : openFromUrl ? (
        <section aria-labelledby={headingId}>
          <Heading level={2} id={headingId}>
            {title}
          </Heading>
          {description ? <Text>{description}</Text> : null}
          {children}
          <Link href={closeHref}>{cancelLabel}</Link>
        </section>
      ) : null}
    </>
  );
}
