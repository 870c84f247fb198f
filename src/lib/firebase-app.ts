/**
 * The Firebase app: one instance for Auth (src/lib/firebase.ts) and App Check
 * (src/lib/app-check-client.ts). Loaded only with them, never on the landing's first paint.
 */
// First: Firebase must find its defaults declared before it looks for them.
import "./firebase-defaults";
import { _addOrOverwriteComponent, initializeApp } from "@firebase/app";
import { Component, type ComponentType } from "@firebase/component";

// Firebase's internal component API (exported, typed only in its internal declarations): the
// version is pinned in package.json, and a browser test fails if the heartbeat comes back.
declare module "@firebase/app" {
  export function _addOrOverwriteComponent(app: FirebaseApp, component: Component): void;
}
interface HeartbeatService {
  triggerHeartbeat(): Promise<void>;
  getHeartbeatsHeader(): Promise<string>;
}
declare module "@firebase/component" {
  interface NameServiceMapping {
    heartbeat: HeartbeatService;
  }
}

const env = import.meta.env;

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY ?? "fake-api-key",
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? "demo-lights.firebaseapp.com",
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? "demo-lights",
});

/**
 * No usage heartbeat (docs/decisions/097-firebase-runs-without-injected-defaults-and.md). Firebase's own heartbeat records, once
 * a day, which SDKs a browser used and sends that to Google in a header of its requests; to do it,
 * every page that starts Firebase opens two IndexedDB databases (one it creates and deletes again
 * only to test that IndexedDB works), which on a restored session ran in the tasks that render
 * the home (10-22 ms of them in profiles). Sign-in works the same without it. Replaced here, on
 * this app, before anything asks Firebase for a service (which is what starts the heartbeat).
 */
const NO_HEARTBEAT: HeartbeatService = {
  triggerHeartbeat: async () => undefined,
  getHeartbeatsHeader: async () => "",
};
_addOrOverwriteComponent(
  firebaseApp,
  new Component("heartbeat", () => NO_HEARTBEAT, "PRIVATE" as ComponentType),
);
