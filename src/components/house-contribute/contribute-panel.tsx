import { type FormEvent, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { PartErrorBoundary } from "@/components/layout/part-error-boundary";
import { PartLoadError } from "@/components/layout/part-load-error";
import { Button } from "@/components/ui/button";
import { focusWhenRemoved } from "@/components/ui/focus-when-removed";
import { Spinner } from "@/components/ui/spinner";
import type { LoginPrompt } from "@/lib/login-required";
import { useSignInGate } from "@/lib/use-sign-in-gate";

/**
 * Which of a section's contribute panels is open (`Name` tells them apart where a section has
 * two, like add and remove features; opening one closes the other). Opening asks a signed-out
 * visitor to sign in instead.
 *
 * A panel that closes (its save done, its Cancel, a failed upload's Cancel) takes its focused
 * control with it: the focus then goes back to the button that opened it (decision 407), as a
 * tour's Publish form gives it back to Publish. Only when the focus was lost with the panel: a
 * visitor who has moved on while a save ran keeps their place.
 */
export function useContributePanel<Name extends string = "open">(prompt?: LoginPrompt) {
  const gate = useSignInGate(prompt);
  const [open, setOpen] = useState<Name | null>(null);
  const toggles = useRef(new Map<Name, HTMLButtonElement>());
  const wasOpen = useRef<Name | null>(null);
  useEffect(() => {
    const closed = wasOpen.current;
    wasOpen.current = open;
    if (open !== null || closed === null) return;
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body) return;
    const toggle = toggles.current.get(closed);
    if (!toggle?.isConnected) return;
    toggle.focus();
    // A button that goes once the house is read again (Add Features, with none left to add):
    // the focus to the section's other button, else to its heading.
    const row = toggle.parentElement;
    const section = toggle.closest("section");
    focusWhenRemoved(toggle, () => {
      const other = row?.isConnected ? row.querySelector("button") : null;
      if (other) return other;
      const heading = section?.isConnected ? section.querySelector<HTMLElement>("h2") : null;
      // Focusable from script only, as the headings the focus is sent to elsewhere.
      heading?.setAttribute("tabindex", "-1");
      return heading;
    });
  }, [open]);
  return {
    open,
    toggle: (name: Name) => gate(() => setOpen((current) => (current === name ? null : name))),
    close: () => setOpen(null),
    /** ContributeToggle's ref: the button that opens panel `name`. */
    toggleRef: (name: Name) => (button: HTMLButtonElement | null) => {
      if (button) toggles.current.set(name, button);
    },
  };
}

export type ContributePanelState<Name extends string = "open"> = ReturnType<
  typeof useContributePanel<Name>
>;

/** The section's button that opens and closes one of its panels. */
export function ContributeToggle<Name extends string>({
  panel,
  name,
  id,
  children,
}: {
  panel: ContributePanelState<Name>;
  name: Name;
  id?: string;
  children: ReactNode;
}) {
  const isOpen = panel.open === name;
  return (
    <Button
      ref={panel.toggleRef(name)}
      id={id}
      size="sm"
      variant={isOpen ? "secondary" : "outline"}
      aria-expanded={isOpen}
      onClick={() => panel.toggle(name)}
    >
      {children}
    </Button>
  );
}

/**
 * Where an open panel goes. Panels are lazy chunks (only people who contribute load their forms,
 * upload tools and rules), so a short spinner may show while the first one loads. A panel whose
 * code could not be had says so in its place, and the rest of the page (a review being written)
 * stays (decision 304).
 */
export function OpenPanel({ panel, children }: { panel: { open: unknown }; children: ReactNode }) {
  if (panel.open === null) return null;
  return (
    <PartErrorBoundary
      reason="in-place"
      fallback={<PartLoadError title="This form could not load." />}
    >
      <Suspense fallback={<Spinner size="sm" className="p-4" />}>{children}</Suspense>
    </PartErrorBoundary>
  );
}

/**
 * A panel's card: a form when it submits as a whole (a text to edit), a section otherwise (picks
 * to tick, files to choose).
 */
export function ContributeCard({
  label,
  onSubmit,
  className = "space-y-3",
  children,
}: {
  label: string;
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  className?: string;
  children: ReactNode;
}) {
  const card = `${className} rounded-lg border bg-card p-4`;
  if (!onSubmit) {
    return (
      <section aria-label={label} className={card}>
        {children}
      </section>
    );
  }
  return (
    <form
      aria-label={label}
      className={card}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      {children}
    </form>
  );
}

/**
 * A panel's foot: its save button (its label changes while saving) and Cancel. The save button
 * submits the panel's form, or in a section runs `onSave`.
 */
export function PanelFooter({
  label,
  pendingLabel,
  pending,
  disabled = false,
  destructive = false,
  onSave,
  onCancel,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  destructive?: boolean;
  onSave?(): void;
  onCancel(): void;
}) {
  return (
    <div className="flex gap-2">
      <Button
        type={onSave ? "button" : "submit"}
        onClick={onSave}
        size="sm"
        variant={destructive ? "destructive" : "default"}
        disabled={disabled}
        busy={pending}
      >
        {pending ? pendingLabel : label}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
