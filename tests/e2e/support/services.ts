// Addresses of what the end-to-end run starts next to the app (tests/e2e/support/global-setup.ts):
// a real SMTP server that the app sends mail to, and a small HTTP service that reads that mail
// back and plays Google (its key set, and ID tokens signed with it).
const appPort = Number(process.env.E2E_PORT ?? 3210);

export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? appPort + 1);
export const SERVICES_PORT = Number(process.env.E2E_SERVICES_PORT ?? appPort + 2);
export const SERVICES_URL = `http://127.0.0.1:${SERVICES_PORT}`;
/** The OAuth client id the app is configured with; Google ID tokens must name it as audience. */
export const GOOGLE_CLIENT_ID = "basis-point-e2e.apps.googleusercontent.com";
export const ADMIN_EMAIL = "admin@basispoint.test";
export const ADMIN_PASSWORD = "Adm1n!Passw0rd";
/** The demo staff accounts' password: the servers of the tests give it (DEMO_STAFF_PASSWORD); the seed gives none. */
export const DEMO_STAFF_PASSWORD = "Newsroom-Demo-2026";
