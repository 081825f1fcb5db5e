/**
 * Validates the configuration at start-up, so a bad variable fails the boot, not a request, and
 * has every request stamped with the address of its connection.
 * Only in the Node.js runtime: the configuration reads the data directory (the generated
 * session secret), which the Edge runtime this file is also compiled for cannot.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { appConfig } = await import("./config");
  appConfig();
  // TRACE made every address answer 500 (issue 41): refused with 405 before Next sees it.
  const { refuseUnservableMethods } = await import("./http/refuseUnservableMethods");
  refuseUnservableMethods();
  // The rate limits' client is the connection's address (issue 41): see `peerAddress.ts`.
  const { stampPeerAddresses } = await import("./http/peerAddress");
  stampPeerAddresses();
}
