import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useGoBack } from "@/lib/use-go-back";

/** A list screen's top: Back (useGoBack), then its icon, title and count line. */
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
  const goBack = useGoBack();
  return (
    <>
      <Button variant="ghost" onClick={goBack} className="-ml-3">
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
