/**
 * The worker answered this page with a 404 (an unknown house, town or shared tour) and painted
 * that screen's "not found" view (contract/not-found-pages.ts). The screen shows the same view
 * from its first render, while its query asks again, instead of a skeleton and then the same
 * words: the page the visitor opened stays as it was painted (decision 394). Only for the entry
 * the page was loaded on: the same address opened later in the app asks as usual.
 */
import { NOT_FOUND_ATTRIBUTE } from "@contract/not-found-pages";
import { useLocation } from "react-router";

/** undefined until read from the page (the build sets it for each page it prerenders). */
let notFoundPath: string | null | undefined;

/** The build's prerender: the path it renders as not there, or null. */
export function prerenderNotFound(path: string | null) {
  notFoundPath = path;
}

function loadedNotFoundPath() {
  if (notFoundPath === undefined) {
    const marked = document.getElementById("root")?.hasAttribute(NOT_FOUND_ATTRIBUTE);
    notFoundPath = marked ? window.location.pathname : null;
  }
  return notFoundPath;
}

export function useNotFoundAtLoad(): boolean {
  const { key, pathname } = useLocation();
  // "default": the entry the document was loaded on (React Router's key for it).
  return key === "default" && pathname === loadedNotFoundPath();
}
