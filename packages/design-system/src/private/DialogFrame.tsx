"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { IconButton } from "../components/IconButton/IconButton";
import { useThemeClass } from "../components/ThemeRoot/ThemeContext";
import { cx } from "./cx";
import { PopoverHost } from "./PopoverHost";
import { useReturnFocus } from "./useReturnFocus";

/** The class of each part of the frame; Modal and SidePanel bring their own looks. */
export interface DialogFrameClasses {
  overlay: string;
  content: string;
  header: string;
  title: string;
  description: string;
  body: string;
  footer: string;
}

/** What Modal and SidePanel take alike: the dialog's state, texts, content and portal. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode | undefined;
  /** Accessible name of the close button. */
  closeLabel: string;
  children?: ReactNode;
  /** Actions at the bottom, e.g. Cancel and Confirm, or "Compare now". */
  footer?: ReactNode;
  /** Where the dialog is portalled. It keeps the nearest ThemeRoot's theme either way. @default document.body */
  container?: HTMLElement | null | undefined;
}

export interface DialogFrameProps extends DialogProps {
  classes: DialogFrameClasses;
}

/**
 * The Radix dialog behind Modal and SidePanel: portal in the nearest theme,
 * scrim, focus trap, Escape and the close button, focus returned to what
 * opened it, and inputs' popovers rendered inside the dialog.
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  footer,
  container,
  classes,
}: DialogFrameProps) {
  const themeClass = useThemeClass();
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={cx(themeClass, classes.overlay)} />
        <Dialog.Content
          className={cx(themeClass, classes.content)}
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <PopoverHost>
            <div className={classes.header}>
              <Dialog.Title className={classes.title}>{title}</Dialog.Title>
              <IconButton icon="close" label={closeLabel} onPress={() => onOpenChange(false)} />
            </div>
            {description ? (
              <Dialog.Description className={classes.description}>{description}</Dialog.Description>
            ) : null}
            <div className={classes.body}>{children}</div>
            {footer ? <div className={classes.footer}>{footer}</div> : null}
          </PopoverHost>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
