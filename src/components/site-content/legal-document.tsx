import type { LegalWording } from "@contract/legal-defaults";
import { plainText } from "./legal-blocks";
import { LegalPageLayout, PROSE } from "./legal-page-layout";
import { SiteContentBlock } from "./site-content-block";

/** Privacy policy and terms: title, last-updated line, then every body block in order. */
export function LegalDocument({ wording }: { wording: LegalWording }) {
  const { page } = wording;
  const titleKey = `${page}.header.title`;
  const lastUpdatedKey = `${page}.header.lastUpdated`;
  return (
    <LegalPageLayout wording={wording}>
      {(added, text) => (
        <article>
          <h1 className="font-bold text-4xl tracking-tight" data-text-key={titleKey}>
            {plainText(text(titleKey))}
          </h1>
          <p className="mt-2 text-muted-foreground text-sm" data-text-key={lastUpdatedKey}>
            {plainText(text(lastUpdatedKey))}
          </p>
          <div className="mt-6 text-muted-foreground" data-added-blocks="">
            {[...wording.blocks.filter((b) => b.section !== "header"), ...added].map(({ key }) => (
              <SiteContentBlock key={key} html={text(key)} className={PROSE} data-key={key} />
            ))}
          </div>
        </article>
      )}
    </LegalPageLayout>
  );
}
