/// <reference types="@cloudflare/vitest-plugin/types" />
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    TEST_RATE_LIMIT: RateLimit;
  }
}
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import("../worker/index");
  }
}

/** A fixture file as a data URL (Vite's `?inline`), e.g. a real photo for an upload. */
declare module "*?inline" {
  const dataUrl: string;
  export default dataUrl;
}

/** A fixture file's text (Vite's `?raw`), e.g. a KML list to import. */
declare module "*?raw" {
  const text: string;
  export default text;
}
