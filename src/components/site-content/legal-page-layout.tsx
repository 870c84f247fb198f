import { addedLegalBlocks, legalTexts, type ShownBlock } from "@contract/legal-blocks";
import type { LegalWording } from "@contract/legal-defaults";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { PlainButton } from "@/components/ui/plain-button";
import { siteContentQuery } from "@/lib/queries/site-content";
import { useGoBack } from "@/lib/use-go-back";
import { useHydrated } from "@/lib/use-hydrated";

/** Typography for sanitized content blocks (headings, h4-h6 too: decision 417; paragraphs, lists, links). */
export const PROSE =
  "space-y-3 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-8 [&_h2]:font-semibold [&_h2]:text-2xl [&_h2]:text-foreground [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-lg [&_h4]:mt-4 [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:pl-6";

/**
 * Frame of /privacy-policy, /terms-of-service and /contact-us: back button, then the page: its own
 * blocks by key (`text`: database first, built-in wording block by block as fallback, also while
 * loading or on error), then the blocks admins added (`added`, contract/legal-blocks.ts). The
 * element holding the added blocks carries `data-added-blocks`, and each of them is made like the
 * last keyed block before it in that element (same tag and attributes, its own `data-key`): the
 * worker inserts them so into the prerendered page (worker/pages/served-texts.ts).
 */
export function LegalPageLayout({
  wording,
  children,
}: {
  wording: LegalWording;
  children: (added: ShownBlock[], text: (key: string) => string) => ReactNode;
}) {
  const { data } = useQuery(siteContentQuery(wording.page));
  const hydrated = useHydrated();
  const goBack = useGoBack();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <PlainButton
        variant="ghost"
        size="sm"
        className="-ml-2 mb-6"
        onClick={goBack}
        // Prerendered: the button paints before the app that handles it has loaded.
        disabled={!hydrated}
      >
        <ArrowLeft /> Back
      </PlainButton>
      {children(addedLegalBlocks(wording, data?.content), legalTexts(wording, data?.content))}
    </div>
  );
}
