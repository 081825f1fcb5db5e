import { appConfig } from "./config";

/** Validates the configuration at start-up, so a bad variable fails the boot, not a request. */
export function register() {
  appConfig();
}
