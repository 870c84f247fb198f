/**
 * The submit form's steps that browser tests of several screens share.
 */
import type { Page } from "@playwright/test";

/** A street address no other test uses ("<number> <name>"): the app refuses duplicates. */
export function uniqueStreet(name: string) {
  return `${10_000 + Math.floor(Math.random() * 89_999)} ${name}`;
}

/** Types a Massapequa street address into the form's Address box and picks its suggestion. */
export async function pickMassapequaAddress(page: Page, street: string) {
  await page.getByRole("combobox", { name: "Address" }).fill(`${street}, Massap`);
  await page
    .getByRole("option", { name: `${street}, Massapequa, NY, USA` })
    .first()
    .click();
}
