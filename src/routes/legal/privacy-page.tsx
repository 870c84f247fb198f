import { PRIVACY_WORDING } from "@contract/legal-privacy";
import { LegalDocument } from "@/components/site-content/legal-document";

export default function PrivacyPage() {
  return <LegalDocument wording={PRIVACY_WORDING} />;
}
