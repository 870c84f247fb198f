import { PRIVACY_WORDING } from "@contract/legal-privacy";
import { PAGE_TITLES } from "@contract/page-titles";
import { LegalDocument } from "@/components/site-content/legal-document";
import { usePageTitle } from "@/lib/use-page-title";

export default function PrivacyPage() {
  usePageTitle(PAGE_TITLES.privacyPolicy);
  return <LegalDocument wording={PRIVACY_WORDING} />;
}
