import { LegalDocument } from "@/components/site-content/legal-document";

export default function PrivacyPage() {
  return <LegalDocument page="privacy" />;
}
