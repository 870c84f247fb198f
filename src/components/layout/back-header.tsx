import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";

/** A list screen's top: Back (to the screen before), then its icon, title and count line. */
export function BackHeader({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  /** Under the title: the count line, once known. */
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <>
      <Button variant="ghost" onClick={() => navigate(-1)} className="-ml-3">
        <ArrowLeftIcon aria-hidden="true" />
        Back
      </Button>
      <header className="flex items-center gap-3">
        {icon}
        <div>
          <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
          {children}
        </div>
      </header>
    </>
  );
}
