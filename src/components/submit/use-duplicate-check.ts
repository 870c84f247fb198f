import { useQuery } from "@tanstack/react-query";
import { duplicateCheckQuery } from "@/lib/queries/submissions";
import { useDebounced } from "@/lib/use-debounced";

/** Long enough to let a typist finish a word, short enough to warn before they move on. */
const DUPLICATE_CHECK_DEBOUNCE_MS = 400;
const MIN_STREET_LENGTH = 5;

/**
 * Whether the street line and town name a house we already have. The check waits until both
 * have stopped changing; any edit hides the warning at once (the text then differs from the
 * checked one), and an older answer can never show for newer text, since answers are keyed by
 * the text they were asked for. `active` false (while the form is being sent, and once its house
 * exists) asks nothing and warns of nothing: the house the check would find is the user's own,
 * and a reconnection or a stale answer must not turn it into a duplicate (decision 028).
 */
export function useDuplicateCheck(address: string, city: string, active: boolean) {
  const street = address.trim();
  const town = city.trim();
  const checkedStreet = useDebounced(street, DUPLICATE_CHECK_DEBOUNCE_MS);
  const checkedTown = useDebounced(town, DUPLICATE_CHECK_DEBOUNCE_MS);
  const settled = checkedStreet === street && checkedTown === town;
  const ready = active && settled && street.length >= MIN_STREET_LENGTH && town.length > 0;
  const query = useQuery({ ...duplicateCheckQuery(checkedStreet, checkedTown), enabled: ready });
  return {
    duplicate: ready && query.data?.exists ? query.data.house : null,
    /** Asks again (after the server refused the house as a duplicate). */
    recheck: () => {
      if (ready) void query.refetch();
    },
  };
}
