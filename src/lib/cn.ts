import { type ClassValue, clsx } from "clsx";

/**
 * Conditional class names, joined. Nothing is merged: a component's own classes and the
 * className it is given never set the same property, so which one wins never depends on the
 * order of Tailwind's stylesheet. A caller that changes a primitive's own style marks the utility
 * important (`className="p-0!"`); docs/decisions/091-cn-joins-class-names-and-merges-nothing.md. Development and the browser
 * tests' build check every class list (src/lib/class-conflicts.ts); a production build carries
 * neither the check nor tailwind-merge (about 9 KB of the landing's JavaScript, and a class table
 * a phone spent 50 ms building).
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  checkClasses?.(classes);
  return classes;
}

let checkClasses: ((classes: string) => void) | undefined;

/** Installs the conflict check (src/boot.tsx, development and browser-test builds only). */
export function checkClassListsWith(check: (classes: string) => void) {
  checkClasses = check;
}
