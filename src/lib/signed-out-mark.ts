/**
 * The storage key a sign-out sets until the next sign-in: while it is there, a saved session is
 * one that sign-out ended (decision 378). Its own module: the session's start
 * (firebase-loader.ts) reads it and Firebase's wrapper (firebase-session.ts) writes it, and the
 * wrapper is what the loader loads.
 */
export const LOGGED_OUT_KEY = "li-lights:logged-out";
