// @ts-check
// `npm run lint` runs this (with Prettier and jscpd: scripts/lint.mjs). Syntax-only typescript-eslint (no type
// information) keeps it fast; `tsc --noEmit` is what checks types.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores([
    "build/",
    "build-*/",
    "data/",
    "node_modules/",
    "test-results/",
    "playwright-report/",
    "blob-report/",
    "public/",
    ".cache/",
    "bench/results/",
    "backend/db/migrations/",
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  // Everything outside app/ runs on Node: backend, scripts, bench, e2e and the root configs.
  { languageOptions: { globals: globals.node } },

  // The storefront renders on the server and hydrates in the browser.
  {
    files: ["app/**/*.{ts,tsx}"],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat["jsx-runtime"],
      reactHooks.configs.flat.recommended,
      jsxA11y.flatConfigs.recommended,
    ],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "detect" } },
    rules: {
      // Off: props are typed with TypeScript and checked by tsc; this rule only misreads typed props
      // (e.g. `props.id` from a rest spread of a typed object) and never finds a real mistake here.
      "react/prop-types": "off",
      // `<ul role="list">` is on purpose: Tailwind's preflight sets `list-style: none`, and Safari/VoiceOver then
      // stop announcing the element as a list. Every other redundant role is still reported.
      "jsx-a11y/no-redundant-roles": ["error", { nav: ["navigation"], ul: ["list"], ol: ["list"] }],
      // Tables that become stacked blocks on small screens (`max-sm:block`) lose their table semantics in
      // browsers; explicit row/cell/rowheader roles put them back. Other interactive-to-static roles still fail.
      "jsx-a11y/no-interactive-element-to-noninteractive-role": [
        "error",
        { tr: ["none", "presentation", "row"], td: ["cell"], th: ["rowheader", "columnheader"], canvas: ["img"] },
      ],
    },
  },

  // Playwright reads each fixture callback's first parameter and requires it to be a destructuring pattern,
  // so a hook that needs no fixtures has to be written `async ({}, testInfo) => ...`.
  {
    files: ["e2e/**/*.ts"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },

  // Tests read JSON answers of many shapes field by field; declaring each shape would add nothing they check.
  {
    files: ["**/*.test.ts", "backend/test/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },

  {
    rules: {
      // `_`-prefixed names mark a parameter or binding that is there on purpose and not read.
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          args: "after-used",
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
        },
      ],
    },
  },

  // One job a module: a source file in app/, backend/ or contract/ stays within 300 lines, counted as `wc -l`
  // counts them (blank lines and comments too). Only data may be longer: the demo catalogue (products, their
  // texts and sizes as rows) and the database schema (one table definition after another).
  {
    files: ["{app,backend,contract}/**/*.{ts,tsx,js,jsx,mjs,cjs}"],
    ignores: ["backend/db/seed/catalogue.ts", "backend/db/schema.ts"],
    rules: { "max-lines": ["error", { max: 300, skipBlankLines: false, skipComments: false }] },
  },

  // Last: turns off every stylistic rule that Prettier decides instead.
  prettier,
]);
