import type { TicketFormState } from "../../portal/ticketActions";

/* The form's props, apart from TicketCloseForm: its dialog (loaded on first use) takes them too. */

type Action = (previous: TicketFormState, form: FormData) => Promise<TicketFormState>;

export interface TicketCloseFormProps {
  action: Action;
  ticketId: string;
  locale: string;
  reasons: readonly { id: string; label: string }[];
  texts: {
    button: string;
    confirmTitle: string;
    confirmText: string;
    reason: string;
    comment: string;
    confirm: string;
    cancel: string;
    close: string;
    apology: string;
    contact: string;
    hide: string;
    errorTitle: string;
  };
}
