import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Conditional class names where later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its table of Tailwind's classes on its first call: about 12 ms on a fast
 * machine, 50 ms on a phone. The app calls this in a task of its own before React's first render,
 * so that work does not land inside one of React's render slices and make it a long task.
 */
export function prepareClassMerging() {
  twMerge("p-0");
}
