import { FLOATING_FLASH_TIMEOUT_MS } from "./constants.ts";

/** Flash message types (spec §3). */
export type FlashMessageType = "info" | "success" | "error";

/** What callers give `flashMessage`. */
export interface FlashMessageInput {
  readonly title?: string;
  /** Rendered as HTML. */
  readonly text?: string;
  readonly type?: FlashMessageType;
  readonly linkText?: string;
  readonly to?: string;
  readonly static?: boolean;
  readonly timeout?: number;
  readonly floating?: boolean;
}

/** A normalised flash message. */
export interface FlashMessage {
  readonly title: string;
  readonly text: string;
  readonly type: FlashMessageType;
  readonly linkText?: string;
  readonly to?: string;
  readonly static: boolean;
  readonly floating: boolean;
  /** Auto-hide delay in ms; only floating messages hide themselves, others have `null`. */
  readonly timeout: number | null;
  /** Whether the hide link is offered: not for static messages. */
  readonly canHide: boolean;
}

/**
 * Normalises a flash message (spec §3, §4): type defaults to `info`; the hide link is offered
 * unless the message is static; a floating message hides after its timeout, 7000 ms by default;
 * a non-floating message stays until dismissed.
 *
 * @example
 * flashMessage({ title: "Saved", floating: true }).timeout; // => 7000
 */
export function flashMessage(input: FlashMessageInput): FlashMessage {
  const isStatic = input.static ?? false;
  const floating = input.floating ?? false;
  return {
    title: input.title ?? "",
    text: input.text ?? "",
    type: input.type ?? "info",
    ...(input.linkText === undefined ? {} : { linkText: input.linkText }),
    ...(input.to === undefined ? {} : { to: input.to }),
    static: isStatic,
    floating,
    timeout: floating ? (input.timeout ?? FLOATING_FLASH_TIMEOUT_MS) : null,
    canHide: !isStatic,
  };
}
