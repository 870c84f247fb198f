/**
 * A select's list exists only while it is open (src/components/ui/select.tsx): a closed select
 * renders none of its options, and its trigger shows the text its SelectValue is given.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

let optionRenders = 0;

function CountedItem({ value, label }: { value: string; label: string }) {
  optionRenders++;
  return <SelectItem value={value}>{label}</SelectItem>;
}

describe("a closed select", () => {
  it("renders no options until it opens; its trigger shows the given text", async () => {
    render(
      <Select value="pear">
        <SelectTrigger aria-label="Fruit">
          <SelectValue>Pear</SelectValue>
        </SelectTrigger>
        <SelectContent>
          <CountedItem value="apple" label="Apple" />
          <CountedItem value="pear" label="Pear" />
        </SelectContent>
      </Select>,
    );
    const trigger = screen.getByRole("combobox", { name: "Fruit" });
    expect(trigger.textContent).toBe("Pear");
    expect(optionRenders).toBe(0);

    await act(async () => {
      fireEvent.keyDown(trigger, { key: "Enter" });
    });
    expect(optionRenders).toBeGreaterThan(0);
    expect(screen.getByRole("option", { name: "Apple" })).toBeTruthy();
    expect(trigger.textContent).toBe("Pear");
  });
});
