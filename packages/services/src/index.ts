export { ISSUER_PATH, loadConfig, type ServicesConfig } from "./config";
export { type RunningServices, startServices } from "./server";
