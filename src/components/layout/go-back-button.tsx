import { ArrowLeftIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";

/** "Go Back" to the screen before, or home when this screen was the first one opened. */
export function GoBackButton() {
  const navigate = useNavigate();
  return (
    <Button
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}
      variant="outline"
    >
      <ArrowLeftIcon aria-hidden="true" />
      Go Back
    </Button>
  );
}
