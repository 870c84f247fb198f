import { describe, expect, it } from "vitest";
import {
  authErrorField,
  GOOGLE_UNREACHABLE_MESSAGE,
  googleSignInErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
} from "./auth-errors";
import { GOOGLE_UNREACHABLE } from "./google-unreachable";

const err = (code: string) => Object.assign(new Error(code), { code });

describe("auth error texts", () => {
  it.each([
    ["auth/invalid-credential", "Invalid email or password"],
    ["auth/wrong-password", "Invalid email or password"],
    ["auth/user-not-found", "No account found with this email"],
    ["auth/too-many-requests", "Too many failed attempts. Please try again later"],
    ["auth/network-request-failed", "Failed to sign in"],
  ])("sign-in %s", (code, text) => {
    expect(signInErrorMessage(err(code))).toBe(text);
  });

  it.each([
    ["auth/email-already-in-use", "An account with this email already exists"],
    ["auth/invalid-email", "Invalid email address"],
    ["auth/weak-password", "Password is too weak"],
    ["auth/internal-error", "Failed to create account"],
  ])("sign-up %s", (code, text) => {
    expect(signUpErrorMessage(err(code))).toBe(text);
  });

  it.each([
    ["auth/user-not-found", "email"],
    ["auth/email-already-in-use", "email"],
    ["auth/invalid-credential", "password"],
    ["auth/weak-password", "password"],
    ["auth/too-many-requests", null],
  ])("%s is about the %s field", (code, field) => {
    expect(authErrorField(err(code))).toBe(field);
  });

  it("Google failure shows the provider message or the fallback", ({ expect }) => {
    expect(googleSignInErrorMessage(new Error("Popup closed"))).toBe("Popup closed");
    expect(googleSignInErrorMessage({})).toBe("Failed to sign in with Google");
  });

  it("Google out of reach says so instead of an error code", ({ expect }) => {
    expect(googleSignInErrorMessage(err(GOOGLE_UNREACHABLE))).toBe(GOOGLE_UNREACHABLE_MESSAGE);
    expect(googleSignInErrorMessage(err("auth/network-request-failed"))).toBe(
      GOOGLE_UNREACHABLE_MESSAGE,
    );
  });
});
