/**
 * Vite plugin: with LIGHTS_KEEP_DEPLOY_POINTER=1, a build leaves `.wrangler/deploy/config.json`
 * as it found it. The Cloudflare plugin writes that file (the pointer `wrangler deploy` and
 * `vite preview` follow to the last build) as soon as the worker is written; `npm run
 * deploy:check` builds in a temp dir while the browser tests may be starting `vite preview` on
 * dist/, which must not be sent to the check's build. Put back right after each write, the
 * pointer is off for milliseconds instead of the whole client build.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export function keepDeployPointer(): Plugin | null {
  if (process.env.LIGHTS_KEEP_DEPLOY_POINTER !== "1") return null;
  let pointer = "";
  let before: Buffer | null = null;
  const restore = () => {
    if (!pointer) return;
    const now = existsSync(pointer) ? readFileSync(pointer) : null;
    if (before && !now?.equals(before)) writeFileSync(pointer, before);
    if (!before && now) rmSync(pointer, { force: true });
  };
  return {
    name: "lights-keep-deploy-pointer",
    apply: "build",
    configResolved(config) {
      if (pointer) return;
      pointer = path.join(config.root, ".wrangler/deploy/config.json");
      before = existsSync(pointer) ? readFileSync(pointer) : null;
    },
    // Runs right after the Cloudflare plugin's writeBundle, which comes just before in the list.
    writeBundle: restore,
    closeBundle: restore,
  };
}
