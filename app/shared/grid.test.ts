import { describe, expect, it } from "vitest";
import { balancedColumns, gridAttributes } from "./grid";

describe("balancedColumns", () => {
  it("fills every row when a column count divides the cards", () => {
    expect(balancedColumns(15)).toBe(3);
    expect(balancedColumns(8)).toBe(4);
    expect(balancedColumns(9)).toBe(3);
    expect(balancedColumns(12)).toBe(4);
    expect(balancedColumns(10, 5)).toBe(5);
  });

  it("keeps a short list on one row", () => {
    expect(balancedColumns(3)).toBe(3);
    expect(balancedColumns(4)).toBe(4);
    expect(balancedColumns(5, 5)).toBe(5);
  });

  it("leaves the fewest empty places otherwise", () => {
    // 5 in 4 columns leaves three; in 3 columns one (centred in CSS).
    expect(balancedColumns(5)).toBe(3);
    expect(balancedColumns(7)).toBe(4);
    expect(balancedColumns(5, 3)).toBe(3);
  });

  it("never makes a single card full width", () => {
    expect(balancedColumns(1)).toBe(2);
    expect(gridAttributes(1)).toEqual({ "data-cols": 2, "data-rem": 1, "data-odd": "" });
  });

  it("marks the remainder the CSS centres", () => {
    expect(gridAttributes(7)).toEqual({ "data-cols": 4, "data-rem": 3, "data-odd": "" });
    expect(gridAttributes(6)).toEqual({ "data-cols": 3, "data-rem": undefined, "data-odd": undefined });
  });
});
