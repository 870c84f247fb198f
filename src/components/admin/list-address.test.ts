import { describe, expect, it } from "vitest";
import { type ListFilter, readListAddress, writeListAddress } from "./list-address";

const STATUS: ListFilter<"pending" | "approved" | "declined"> = {
  name: "status",
  values: ["pending", "approved", "declined"],
  initial: "pending",
};
const read = (query: string) => readListAddress(new URLSearchParams(query), STATUS);

describe("an admin list's place in its address (decision 392)", () => {
  it("the plain path is page 1 of everything, and page 1 of everything writes no query", () => {
    expect(read("")).toEqual({ page: 1, search: "", filter: "pending" });
    expect(writeListAddress({ page: 1, search: "", filter: "pending" }, STATUS).toString()).toBe(
      "",
    );
    expect(readListAddress(new URLSearchParams(""))).toEqual({ page: 1, search: "", filter: "" });
  });

  it("reads back the page, the search and the filter it writes", () => {
    const place = { page: 3, search: "Holly Berry", filter: "approved" as const };
    const query = writeListAddress(place, STATUS).toString();
    expect(query).toBe("status=approved&q=Holly+Berry&page=3");
    expect(read(query)).toEqual(place);
  });

  it("a page that is not a whole number from 1 to 1,000,000 is page 1; an unknown filter the first", () => {
    for (const page of ["0", "-2", "2.5", "abc", "1e3", "", "10000001", "0x10"]) {
      expect(read(`page=${encodeURIComponent(page)}`).page).toBe(1);
    }
    expect(read("page=12").page).toBe(12);
    expect(read("status=everything").filter).toBe("pending");
  });

  it("a search is trimmed and cut to the 200 characters the API takes", () => {
    expect(read("q=%20%20").search).toBe("");
    expect(read(`q=${"a".repeat(250)}`).search).toHaveLength(200);
    expect(read("q=%20Selden%20").search).toBe("Selden");
  });
});
