import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The lint's file-length rule (eslint.config.js): lines counted as `wc -l` counts them, the data files exempt.
const root = new URL("../", import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

/** A module of `count` lines, each one a plain export, ending with a newline as every file here does. */
const moduleOf = (count: number) => Array.from({ length: count }, (_, index) => `export const line${index} = ${index};\n`).join("");

async function maxLinesErrors(filePath: string, count: number) {
  const [result] = await eslint.lintText(moduleOf(count), { filePath: `${root}${filePath}` });
  return result.messages.filter((message) => message.ruleId === "max-lines");
}

describe("the 300-line limit", () => {
  it("fails a 301-line file in app/, backend/ or contract/ and passes one of 300", async () => {
    for (const folder of ["app/routes", "backend/store", "contract"]) {
      expect(await maxLinesErrors(`${folder}/too-long.ts`, 301), folder).toMatchObject([{ severity: 2 }]);
      expect(await maxLinesErrors(`${folder}/just-fits.ts`, 300), folder).toEqual([]);
    }
    expect(await maxLinesErrors("app/components/too-long.tsx", 301)).toHaveLength(1);
  });

  it("exempts only the demo catalogue and the schema", async () => {
    expect(await maxLinesErrors("backend/db/seed/catalogue.ts", 900)).toEqual([]);
    expect(await maxLinesErrors("backend/db/schema.ts", 900)).toEqual([]);
    expect(await maxLinesErrors("backend/db/seed/other.ts", 301)).toHaveLength(1);
  });
});
