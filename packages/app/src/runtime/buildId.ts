/**
 * The id of the build this code belongs to: compiled into the client and the server alike
 * (next.config.ts), so a page and the server that answers `builds/latest.json` agree on it
 * until another build is deployed.
 */
export const RUNNING_BUILD_ID: string = process.env.WIRE_BUILD_ID ?? "development";
