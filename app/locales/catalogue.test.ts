import { describe, expect, it } from "vitest";
import { en } from "./en";
import { ur } from "./ur";

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("the Urdu catalogue", () => {
  it("has exactly the English namespaces", () => {
    expect(Object.keys(ur).sort()).toEqual(Object.keys(en).sort());
  });

  for (const namespace of Object.keys(en) as (keyof typeof en)[]) {
    it(`has exactly the English keys in "${namespace}"`, () => {
      const english = Object.keys(en[namespace]).sort();
      const urdu = Object.keys(ur[namespace] ?? {}).sort();
      expect({
        missingInUrdu: english.filter((key) => !urdu.includes(key)),
        missingInEnglish: urdu.filter((key) => !english.includes(key)),
      }).toEqual({
        missingInUrdu: [],
        missingInEnglish: [],
      });
    });

    it(`fills the same placeholders in "${namespace}", with a translation for every text`, () => {
      for (const [key, english] of Object.entries(en[namespace]) as [string, string][]) {
        const urdu = (ur[namespace] as Record<string, string>)[key];
        expect(urdu?.trim(), key).toBeTruthy();
        expect(placeholders(urdu ?? ""), key).toEqual(placeholders(english));
      }
    });
  }
});
