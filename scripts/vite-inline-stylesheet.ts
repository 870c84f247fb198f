/**
 * Vite plugin: the app's stylesheet goes into the built HTML as a `<style>` element instead of a
 * `<link>`. A page cannot paint before its CSS, and on a phone over cellular the separate request
 * is a round trip or more after the HTML (Lighthouse's mobile run: first paint 1.8 s, all of it
 * waiting on that file). The stylesheet is about 12 KB compressed, so the HTML still arrives in a
 * few packets. The page CSP allows inline styles (style-src 'unsafe-inline', for the map and
 * Radix), never inline scripts. Stylesheets of lazy chunks (the map's) stay files.
 */
import type { Plugin } from "vite";

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

export function inlineStylesheet(): Plugin {
  return {
    name: "li-lights:inline-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (_link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== "asset") throw new Error(`inline-stylesheet: ${fileName} not built`);
          const css = String(asset.source);
          if (/<\/style/i.test(css))
            throw new Error(`inline-stylesheet: ${fileName} closes <style>`);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
