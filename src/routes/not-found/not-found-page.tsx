import { Link } from "react-router";
import { Button } from "@/components/ui/button";

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="font-semibold text-6xl text-accent">404</p>
      <h1 className="font-bold text-3xl">Page Not Found</h1>
      <p className="text-muted-foreground">
        Did you forget to add the page to the router? The address you opened matches no screen.
      </p>
      <Button asChild>
        <Link to="/home">Back to Find Lights</Link>
      </Button>
    </div>
  );
}
