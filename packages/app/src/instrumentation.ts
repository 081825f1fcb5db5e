/**
 * Validates the configuration at start-up, so a bad variable fails the boot, not a request.
 * Only in the Node.js runtime: the configuration reads the data directory (the generated
 * session secret), which the Edge runtime this file is also compiled for cannot.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { appConfig } = await import("./config");
  appConfig();
}
