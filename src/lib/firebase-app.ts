/**
 * The Firebase app: one instance for Auth (src/lib/firebase.ts) and App Check
 * (src/lib/app-check-client.ts). Loaded only with them, never on the landing's first paint.
 */
// First: Firebase must find its defaults declared before it looks for them.
import "./firebase-defaults";
import { initializeApp } from "@firebase/app";

const env = import.meta.env;

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY ?? "fake-api-key",
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? "demo-lights.firebaseapp.com",
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? "demo-lights",
});
