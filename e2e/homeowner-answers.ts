/**
 * Set-up through the API for the browser tests of a homeowner's answers (e2e/homeowners*.spec.ts):
 * an approved homeowner, a visitor's review of their house and the homeowner's answer to it.
 * What the tests look at is done on the page; these only build the scene.
 */
import { expect } from "@playwright/test";
import type { TestAccount, TestHouse } from "./fixtures";
import { APP_URL, idTokenFor } from "./support";

async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${APP_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/**
 * `owner` claims the house standing at it and the admin approves: `owner` is its homeowner.
 * Returns the owner's ID token.
 */
export async function makeHomeowner(owner: TestAccount, house: TestHouse, adminToken: string) {
  const token = await idTokenFor(owner.email, owner.password);
  const at = (await (await fetch(`${APP_URL}/api/houses/${house.id}`)).json()) as {
    latitude: number;
    longitude: number;
  };
  const claim = await call("POST", `/api/houses/${house.id}/claim`, token, {
    note: "We put these lights up every year.",
    latitude: at.latitude,
    longitude: at.longitude,
    accuracy: 5,
  });
  const decided = await call(
    "POST",
    `/api/admin/homeowner-requests/${claim.id}/approve`,
    adminToken,
  );
  expect(decided.status).toBe("approved");
  return token;
}

/** `reviewer` reviews the house (a second call rewrites their review); the review's id. */
export async function reviewHouse(
  reviewer: TestAccount,
  house: TestHouse,
  review: { rating: number; review: string },
) {
  const token = await idTokenFor(reviewer.email, reviewer.password);
  const saved = await call("POST", `/api/houses/${house.id}/ratings`, token, review);
  return (saved.review as { id: number }).id;
}

/** The homeowner (by their ID token) answers the review. */
export async function answerReview(
  ownerToken: string,
  house: TestHouse,
  reviewId: number,
  answer: string,
) {
  await call("POST", `/api/houses/${house.id}/reviews/${reviewId}/owner-answer`, ownerToken, {
    answer,
  });
}

/** An admin removes the homeowner's answer, with the reason the homeowner reads (decision 389). */
export async function removeAnswerAsAdmin(
  adminToken: string,
  house: TestHouse,
  reviewId: number,
  reason?: string,
) {
  await call(
    "DELETE",
    `/api/houses/${house.id}/reviews/${reviewId}/owner-answer`,
    adminToken,
    reason === undefined ? undefined : { reason },
  );
}
