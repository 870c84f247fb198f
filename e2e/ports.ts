/**
 * Where the browser tests' own copy of the app listens. Defaults 5273 (app) and 9399 (Auth
 * Emulator); E2E_APP_PORT / E2E_AUTH_PORT move them, so two checkouts can run their browser
 * tests side by side.
 */
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 5273);
export const E2E_AUTH_PORT = Number(process.env.E2E_AUTH_PORT ?? 9399);
export const APP_URL = `http://localhost:${E2E_APP_PORT}`;
export const EMULATOR_URL = `http://127.0.0.1:${E2E_AUTH_PORT}`;
