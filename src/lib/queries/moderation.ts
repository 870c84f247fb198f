/** The family-friendly checks a contribution passes before it is sent. */
import { api } from "../api";

export const validateImage = (imageUrl: string) =>
  api("POST /api/validate-image", { body: { imageUrl } });
export const validateText = (text: string) => api("POST /api/validate-text", { body: { text } });
