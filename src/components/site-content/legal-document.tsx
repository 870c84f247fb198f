import type { LegalWording } from "@contract/legal-defaults";
import { plainText } from "./legal-blocks";
import { LegalPageLayout, PROSE } from "./legal-page-layout";
import { SiteContentBlock } from "./site-content-block";

/** Privacy policy and terms: title, last-updated line, then every body block in order. */
export function LegalDocument({ wording }: { wording: LegalWording }) {
  const { page } = wording;
  return (
    <LegalPageLayout wording={wording}>
      {(blocks, text) => (
        <article>
          <h1 className="font-bold text-4xl tracking-tight">
            {plainText(text(`${page}.header.title`))}
          </h1>
          <p className="mt-2 text-muted-foreground text-sm">
            {plainText(text(`${page}.header.lastUpdated`))}
          </p>
          <div className="mt-6 text-muted-foreground">
            {blocks
              .filter((b) => b.section !== "header")
              .map((b) => (
                <SiteContentBlock key={b.key} html={b.content} className={PROSE} data-key={b.key} />
              ))}
          </div>
        </article>
      )}
    </LegalPageLayout>
  );
}
