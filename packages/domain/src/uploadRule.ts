import { z } from "zod";
import { UPLOAD_MAX_BYTES } from "./constants.ts";
import { INVALID_VALUE_MESSAGE } from "./messages.ts";

/**
 * The file upload rule (spec §5, §9) as a schema over `{ type, size }` (a `File` fits): the MIME
 * type must be `image/*` or `video/*` and the size at most 100 MB. The spec gives no message, so
 * failures say "Please enter a valid value.".
 *
 * @example
 * uploadRule.safeParse({ type: "application/pdf", size: 10 }).success; // => false
 */
export const uploadRule = z.object({
  type: z
    .string({ error: INVALID_VALUE_MESSAGE })
    .refine((type) => /^(image|video)\/[\w.+-]+$/i.test(type), { error: INVALID_VALUE_MESSAGE }),
  size: z
    .number({ error: INVALID_VALUE_MESSAGE })
    .min(0, { error: INVALID_VALUE_MESSAGE })
    .max(UPLOAD_MAX_BYTES, { error: INVALID_VALUE_MESSAGE }),
});

/**
 * Whether a file passes `uploadRule`.
 *
 * @example
 * isAllowedUpload({ type: "video/mp4", size: 1024 }); // => true
 */
export function isAllowedUpload(file: { readonly type: string; readonly size: number }): boolean {
  return uploadRule.safeParse(file).success;
}
