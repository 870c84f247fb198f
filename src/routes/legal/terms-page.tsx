import { TERMS_WORDING } from "@contract/legal-terms";
import { PAGE_TITLES } from "@contract/page-titles";
import { LegalDocument } from "@/components/site-content/legal-document";
import { usePageTitle } from "@/lib/use-page-title";

export default function TermsPage() {
  usePageTitle(PAGE_TITLES.termsOfService);
  return <LegalDocument wording={TERMS_WORDING} />;
}
