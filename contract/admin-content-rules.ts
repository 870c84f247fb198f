/**
 * What a site-content block must hold. Zod-free: the admin content screen's dialog checks the
 * required fields with it, and it must not pull the admin schemas (contract/admin.ts) into the
 * screen's first load.
 */
export const CONTENT_REQUIRED_MESSAGE = "All fields are required";
export const CONTENT_KEY_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
export const CONTENT_MAX_LENGTH = 20_000;
