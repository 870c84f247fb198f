/** The family-friendly check a text passes before it is sent (images are checked as they upload). */
import { api } from "../api";

export const validateText = (text: string) => api("POST /api/validate-text", { body: { text } });
