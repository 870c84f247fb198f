/**
 * The place box's keyboard (useCombobox): the list opens on focus, the arrow keys wrap around,
 * aria-activedescendant names the active option, Enter picks it (or submits with none active),
 * Escape and a press outside close the list.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCombobox } from "./use-combobox";

const TOWNS = ["Massapequa", "Merrick", "Mineola"];

function TownBox({ onPick, onSubmit }: { onPick(town: string): void; onSubmit?(): void }) {
  const [open, setOpen] = useState(false);
  const combobox = useCombobox({ items: TOWNS, open, onOpenChange: setOpen, onPick, onSubmit });
  return (
    <div>
      <div ref={combobox.wrapperRef}>
        <input aria-label="Town" {...combobox.inputProps} />
        {combobox.showList && (
          <div id={combobox.listId} role="listbox">
            {TOWNS.map((town, index) => (
              <div key={town} {...combobox.optionProps(index)}>
                {town}
              </div>
            ))}
          </div>
        )}
      </div>
      <button type="button">Elsewhere</button>
    </div>
  );
}

const key = (element: HTMLElement, name: string) => fireEvent.keyDown(element, { key: name });
const activeName = (box: HTMLElement) => {
  const id = box.getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : null;
};

afterEach(cleanup);

describe("useCombobox", () => {
  it("moves through the options with wrapping arrows and picks with Enter", () => {
    const onPick = vi.fn();
    render(<TownBox onPick={onPick} />);
    const box = screen.getByRole("combobox", { name: "Town" });
    expect(box.getAttribute("aria-expanded")).toBe("false");

    fireEvent.focus(box);
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(box.getAttribute("aria-controls")).toBe(screen.getByRole("listbox").id);
    expect(activeName(box)).toBeNull();

    key(box, "ArrowDown");
    expect(activeName(box)).toBe("Massapequa");
    expect(screen.getByRole("option", { name: "Massapequa" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    key(box, "ArrowUp");
    expect(activeName(box)).toBe("Mineola");
    key(box, "ArrowDown");
    expect(activeName(box)).toBe("Massapequa");
    key(box, "ArrowDown");
    key(box, "ArrowDown");
    expect(activeName(box)).toBe("Mineola");

    const enter = fireEvent.keyDown(box, { key: "Enter" });
    expect(enter).toBe(false);
    expect(onPick).toHaveBeenCalledWith("Mineola");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box.getAttribute("aria-activedescendant")).toBeNull();
  });

  it("Enter with nothing active submits; Escape, a click and a press outside close", () => {
    const onPick = vi.fn();
    const onSubmit = vi.fn();
    render(<TownBox onPick={onPick} onSubmit={onSubmit} />);
    const box = screen.getByRole("combobox", { name: "Town" });

    fireEvent.focus(box);
    key(box, "Enter");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.queryByRole("listbox")).toBeNull();

    fireEvent.focus(box);
    key(box, "Escape");
    expect(screen.queryByRole("listbox")).toBeNull();

    fireEvent.focus(box);
    fireEvent.click(screen.getByRole("option", { name: "Merrick" }));
    expect(onPick).toHaveBeenCalledWith("Merrick");
    expect(screen.queryByRole("listbox")).toBeNull();

    fireEvent.focus(box);
    fireEvent.pointerDown(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("without onSubmit, Enter with nothing active keeps its default (a form submits)", () => {
    render(<TownBox onPick={vi.fn()} />);
    const box = screen.getByRole("combobox", { name: "Town" });
    fireEvent.focus(box);
    expect(fireEvent.keyDown(box, { key: "Enter" })).toBe(true);
  });
});
