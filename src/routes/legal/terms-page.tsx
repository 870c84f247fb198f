import { LegalDocument } from "@/components/site-content/legal-document";

export default function TermsPage() {
  return <LegalDocument page="terms" />;
}
