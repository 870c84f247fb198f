import { ArrowLeftIcon, HomeIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";

export function HouseNotFound({ message }: { message?: string }) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <HomeIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="font-bold text-2xl">House not found</h1>
      {message && <p className="text-muted-foreground">{message}</p>}
      <Button
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}
        variant="outline"
      >
        <ArrowLeftIcon aria-hidden="true" />
        Go Back
      </Button>
    </div>
  );
}
