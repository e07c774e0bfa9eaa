import { expect, it } from "vitest";
import { foldSearchText } from "./search-text";

it("folds Arabic-keyboard letters, Urdu digits, short-vowel marks, case and spaces", () => {
  expect(foldSearchText("  Karahi   No. 5 ")).toBe("karahi no. 5");
  // An Arabic keyboard's kaf, yeh and heh are Urdu's ک، ی and ہ.
  expect(foldSearchText("كڑاهي")).toBe("کڑاہی");
  expect(foldSearchText("ہانڈی ۵")).toBe("ہانڈی 5");
  expect(foldSearchText("٣ ٹکڑے")).toBe("3 ٹکڑے");
  expect(foldSearchText("کَڑاہِی")).toBe("کڑاہی");
});
