import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useGoBack } from "@/lib/use-go-back";

/** "Go Back" to the screen before, or to the start page when that is not one of ours. */
export function GoBackButton() {
  const goBack = useGoBack();
  return (
    <Button onClick={goBack} variant="outline">
      <ArrowLeftIcon aria-hidden="true" />
      Go Back
    </Button>
  );
}
