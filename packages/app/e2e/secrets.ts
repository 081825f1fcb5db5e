import {
  INSTALLATION_SECRETS,
  type InstallationSecretName,
  installationSecret,
  secretsDir,
} from "@wire/graphql/secrets";

/**
 * A secret of the installation under test, read where the services and the site keep it (issue
 * 41: no secret has a default in the source any more): `SECRETS_DIR` of playwright.config.ts
 * (the run's temporary directory), or `.data/secrets` for the cluster, unless the environment
 * sets the secret itself.
 */
export function installationSecretOf(name: InstallationSecretName): string {
  return (
    process.env[name] ??
    installationSecret(secretsDir(process.env), INSTALLATION_SECRETS[name].file)
  );
}
