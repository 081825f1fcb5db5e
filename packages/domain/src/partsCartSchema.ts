import { z } from "zod";

/** One line of the parts cart as stored in local storage (spec §3). */
export const cartPartSchema = z.object({
  key: z.string().min(1),
  id: z.string().min(1),
  articleNumber: z.string(),
  quantity: z.number().int().positive(),
  data: z.unknown(),
});

/** The parts cart as stored in local storage (spec §3). */
export const partsCartSchema = z.object({ parts: z.array(cartPartSchema) });

/** A cart line: key, part id, article number, quantity and the raw part data. */
export type CartPart<D = unknown> = {
  readonly key: string;
  readonly id: string;
  readonly articleNumber: string;
  readonly quantity: number;
  readonly data: D;
};

/** The parts cart. */
export type PartsCart<D = unknown> = { readonly parts: readonly CartPart<D>[] };

/**
 * The empty cart (frozen, so it can be shared).
 *
 * @example
 * EMPTY_CART; // => { parts: [] }
 */
export const EMPTY_CART: PartsCart<never> = Object.freeze({ parts: Object.freeze([]) });
