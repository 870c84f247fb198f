/**
 * Firebase looks for defaults a host can inject (the app's config, emulator hosts): in a global,
 * then in a `__FIREBASE_DEFAULTS__` cookie. It looks again on every lookup (the app, Auth, the
 * emulator, each setting), and every read of `document.cookie` is a synchronous round trip from
 * the page to the browser process: on a restored session it ran inside Firebase's first task
 * (up to 14 ms of that task in one profile on the development machine). This app passes its whole
 * configuration in code (firebase-app.ts, firebase.ts), so it declares that nothing is injected,
 * before Firebase first runs: every module that imports a Firebase package imports this one first.
 */
declare global {
  var __FIREBASE_DEFAULTS__: object | undefined;
}

globalThis.__FIREBASE_DEFAULTS__ ??= {};

// A module (for the global declaration above), with nothing to export.
export {};
