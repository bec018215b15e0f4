export const TEMPLATE_DATABASE = `cita_template_${process.pid}`;

/** The same server and credentials as `serverUrl`, on another database. */
export function adminUrlFor(serverUrl: string, database = "postgres"): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A URL for an embedded server that listens only on the unix socket in `socketDir`. */
export function embeddedServerUrl(socketDir: string, database = "postgres"): string {
  return `postgres://postgres@localhost:5432/${database}?host=${socketDir}`;
}
