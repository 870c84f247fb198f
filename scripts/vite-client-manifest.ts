/**
 * Vite plugin: the client build's manifest (which source module became which hashed file) is a
 * build-time file for our checks (scripts/check-bundle-budget.ts, the browser tests), not part of
 * the site. Vite writes it into the client output, where Workers static assets would publish it
 * as /.vite/manifest.json; it is moved beside that directory instead (dist/client-manifest.json).
 */
import { existsSync, readdirSync, renameSync, rmdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const VITE_MANIFEST = ".vite/manifest.json";
export const CLIENT_MANIFEST_NAME = "client-manifest.json";

/** Where the manifest of a client build written to `clientOutDir` ends up. */
export function clientManifestPath(clientOutDir: string) {
  return path.join(path.dirname(clientOutDir), CLIENT_MANIFEST_NAME);
}

export function clientManifestOutsideAssets(): Plugin {
  return {
    name: "lights-client-manifest-outside-assets",
    apply: "build",
    writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      const written = path.join(options.dir, VITE_MANIFEST);
      if (!existsSync(written)) return;
      renameSync(written, clientManifestPath(options.dir));
      const viteDir = path.dirname(written);
      if (readdirSync(viteDir).length === 0) rmdirSync(viteDir);
    },
  };
}
