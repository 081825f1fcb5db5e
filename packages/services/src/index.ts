export { loadConfig, ISSUER_PATH, type ServicesConfig } from "./config";
export { startServices, type RunningServices } from "./server";
export { ID_TOKEN_HEADER } from "./sis/sisService";
