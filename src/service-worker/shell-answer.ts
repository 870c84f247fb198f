/**
 * Whether an answer is the build file its URL names, before the service worker keeps it in the
 * shell store (src/service-worker/sw.ts). An "ok" status is not enough: a server that has no such
 * file (a deploy still rolling out, a file of a build gone) may answer with a page, and a page
 * kept under a script's URL breaks that screen until the store is replaced (decision 343).
 */

/** The content type each kind of build file must come with (the rest: anything but a page). */
const TYPE_BY_EXTENSION: Record<string, RegExp> = {
  js: /^(text|application)\/javascript\b/,
  mjs: /^(text|application)\/javascript\b/,
  css: /^text\/css\b/,
  png: /^image\/png\b/,
  svg: /^image\/svg\+xml\b/,
};

function isPage(contentType: string) {
  return /^text\/html\b/.test(contentType);
}

/**
 * True when `response` is a file the shell store may keep for `pathname`: a 200 whose content
 * type fits the file (the shell page a page, a script a script, a stylesheet CSS, never a page
 * for anything but the shell page).
 */
export function isShellFileAnswer(pathname: string, response: Response, shellPage: string) {
  if (response.status !== 200) return false;
  const contentType = (response.headers.get("Content-Type") ?? "").toLowerCase();
  if (pathname === shellPage) return isPage(contentType);
  if (isPage(contentType)) return false;
  const extension = /\.([a-z0-9]+)$/.exec(pathname)?.[1] ?? "";
  return TYPE_BY_EXTENSION[extension]?.test(contentType) ?? true;
}
