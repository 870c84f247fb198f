/**
 * A picked suggestion's text -> the form's address fields (docs/product.md, Submit): the street
 * line is the part before the first comma, the city comes from the suggestion text, and a state
 * abbreviation is expanded to the full name.
 * "12 Oak Street, Massapequa, NY 11758, USA" -> 12 Oak Street / Massapequa / New York.
 * The state table is the caller's to pass (`expandState` of contract/us-states.ts): the form loads
 * it with the pick's place details, not with the page.
 */
export function parseSuggestion(description: string, expandState: (state: string) => string) {
  const parts = description.split(",").map((part) => part.trim());
  // A town-only suggestion ("Massapequa, NY"): the town is the city too.
  const second = parts[1] ?? "";
  if (parts.length >= 2 && /^[A-Za-z]{2}$/.test(second) && expandState(second) !== second) {
    return { address: parts[0] ?? "", city: parts[0] ?? "", state: expandState(second) };
  }
  const stateToken = (parts[2] ?? "").split(/\s+/)[0] ?? "";
  return {
    address: suggestionStreetLine(description),
    city: parts[1] ?? "",
    state: stateToken ? expandState(stateToken) : "",
  };
}

/** The street line of a suggestion: what the address field shows as soon as it is picked. */
export function suggestionStreetLine(description: string) {
  return description.split(",")[0]?.trim() || description.trim();
}
