/**
 * The check behind `cn` (src/lib/cn.ts) in development and in the browser tests' build
 * (VITE_CHECK_CLASS_CONFLICTS): a class list where two utilities set the same property throws, so
 * the screen fails loudly instead of styling by stylesheet order. tailwind-merge knows which
 * utilities conflict; what it would drop is the conflict.
 */
import { twMerge } from "tailwind-merge";

export function assertNoClassConflicts(classes: string) {
  const list = classes.split(/\s+/).filter(Boolean);
  if (list.length === 0) return;
  const kept = new Set(twMerge(list.join(" ")).split(" "));
  if (kept.size === list.length) return;
  const lost = list.filter((name, index) => !kept.has(name) || list.indexOf(name) !== index);
  throw new Error(
    `Conflicting classes: ${lost.join(" ")} lose to later classes in "${list.join(" ")}". ` +
      "Mark a deliberate override important (e.g. p-0!) or remove the duplicate.",
  );
}
