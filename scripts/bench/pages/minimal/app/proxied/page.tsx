/**
 * The prerendered minimal page again, at a path the fixture's proxy passes through
 * (`proxy.ts`): what Next's proxy step alone costs a kept page, beside `/`, which it skips.
 */
export { default } from "../page";
