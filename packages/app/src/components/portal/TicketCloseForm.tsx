"use client";

import { Button } from "@wire/design-system";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { TicketCloseFormProps } from "./ticketCloseTypes";

const loadDialog = () => import("./TicketCloseDialog").then((module) => module.TicketCloseDialog);
const TicketCloseDialog = dynamic(loadDialog, { ssr: false });

/**
 * "Close ticket" behind a confirmation dialog. The dialog (a modal, radio
 * buttons, a text area: most of a ticket page's script) loads when the
 * button is first pointed at, focused or pressed, and then stays mounted so
 * a refused attempt keeps its choices.
 */
export function TicketCloseForm(props: TicketCloseFormProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onPress={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {props.texts.button}
      </Button>
      {wanted ? <TicketCloseDialog {...props} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
