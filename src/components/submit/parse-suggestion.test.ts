import { expandState } from "@contract/us-states";
import { describe, expect, it } from "vitest";
import { parseSuggestion } from "./parse-suggestion";

describe("parseSuggestion", () => {
  it.each([
    [
      "12 Oak Street, Massapequa, NY 11758, USA",
      { address: "12 Oak Street", city: "Massapequa", state: "New York" },
    ],
    [
      "233 Linden Street, Bay Shore, NY, USA",
      { address: "233 Linden Street", city: "Bay Shore", state: "New York" },
    ],
    ["5 Elm Ct, Greenwich, CT", { address: "5 Elm Ct", city: "Greenwich", state: "Connecticut" }],
    ["Massapequa, NY, USA", { address: "Massapequa", city: "Massapequa", state: "New York" }],
    ["40 Candle Ave", { address: "40 Candle Ave", city: "", state: "" }],
  ])("%s", (text, expected) => {
    expect(parseSuggestion(text, expandState)).toEqual(expected);
  });
});
