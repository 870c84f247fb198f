/**
 * The share cards of link previews (PNG, 1200x630): GET /share/site.png, /share/house/{id}.png
 * and /share/tour/{shareId}.png.
 */
import { factory } from "../factory";

export const shareImageRoutes = factory.createApp();
