import { TERMS_WORDING } from "@contract/legal-terms";
import { LegalDocument } from "@/components/site-content/legal-document";

export default function TermsPage() {
  return <LegalDocument wording={TERMS_WORDING} />;
}
