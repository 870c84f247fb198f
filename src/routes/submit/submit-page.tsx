import { SubmitForm } from "@/components/submit/submit-form";
import { Card, CardContent } from "@/components/ui/card";
import { usePageTitle } from "@/lib/use-page-title";

/** /submit (docs/product.md, Submit): Submit a Christmas House. */
export default function SubmitPage() {
  usePageTitle("Submit a House");
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div>
        <h1 className="font-bold text-3xl">Submit a Christmas House</h1>
        <p className="text-muted-foreground">
          Share a display with Long Island. Pick the address from the list so others can find it.
        </p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <SubmitForm />
        </CardContent>
      </Card>
    </div>
  );
}
