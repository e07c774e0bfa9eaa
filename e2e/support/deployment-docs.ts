// docs/deployment.md's files, read from the page as an operator copies them: each is the fenced block
// whose first line names it. The environment file is read the way systemd reads an EnvironmentFile.
import { readFileSync } from "node:fs";

const DOC = "docs/deployment.md";

/** The fenced block whose first line is `firstLine`, without the fences. */
export function docBlock(firstLine: string, markdown = readFileSync(DOC, "utf8")): string {
  const blocks = [...markdown.matchAll(/^```[a-z]*\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
  const found = blocks.filter((block) => block.split("\n")[0] === firstLine);
  if (found.length !== 1) throw new Error(`${DOC}: expected one block starting with ${JSON.stringify(firstLine)}, found ${found.length}`);
  return found[0];
}

export const UNIT_FILE = "# /etc/systemd/system/cookware.service";
export const ENVIRONMENT_FILE = "# /etc/cookware/cookware.env";
export const NGINX_SITE = "# /etc/nginx/sites-available/cookware";
export const REDIS_CONF = "# /etc/redis/redis.conf (these lines; leave the rest)";
export const DATABASE_SQL = "-- sudo -u postgres psql";

const SHELL_NEEDS_ESCAPE = '"\\`$';

/**
 * An EnvironmentFile as systemd reads it (src/basic/env-file.c, parse_env_file_internal): comment lines
 * start with `#` or `;`; a `#` inside a value is part of it; quotes open only at a value's start, single
 * ones literal, double ones with `\` escaping `"`, `\`, `` ` `` and `$` (before any other character it
 * stays); unquoted, `\` escapes the next character and trailing blanks are dropped; no `$` expansion.
 */
export function parseSystemdEnvironmentFile(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rawLine of text.replace(/\\\n/g, "").split("\n")) {
    const line = rawLine.replace(/^\s+/, "");
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    const equals = line.indexOf("=");
    if (equals < 0) continue;
    const key = line.slice(0, equals).trimEnd();
    let value = "";
    let state: "pre" | "plain" | "single" | "double" = "pre";
    let trailingBlanks = 0;
    for (let index = equals + 1; index < line.length; index += 1) {
      const c = line[index];
      if (state === "single") {
        if (c === "'") state = "pre";
        else value += c;
      } else if (state === "double") {
        if (c === '"') state = "pre";
        else if (c === "\\") {
          const next = line[(index += 1)] ?? "";
          value += SHELL_NEEDS_ESCAPE.includes(next) ? next : `\\${next}`;
        } else value += c;
      } else if (state === "pre" && c === "'") state = "single";
      else if (state === "pre" && c === '"') state = "double";
      else if (state === "pre" && /\s/.test(c)) continue;
      else {
        state = "plain";
        if (c === "\\") {
          value += line[(index += 1)] ?? "";
          trailingBlanks = 0;
        } else {
          value += c;
          trailingBlanks = /\s/.test(c) ? trailingBlanks + 1 : 0;
        }
      }
    }
    result[key] = state === "plain" && trailingBlanks > 0 ? value.slice(0, -trailingBlanks) : value;
  }
  return result;
}

/** The block with these settings' lines replaced (a value, written double-quoted) or removed (undefined). */
export function withSettings(environmentFile: string, changes: Record<string, string | undefined>): string {
  const seen = new Set<string>();
  const lines = environmentFile.split("\n").flatMap((line) => {
    const key = /^([A-Z0-9_]+)=/.exec(line)?.[1];
    if (key === undefined || !(key in changes)) return [line];
    seen.add(key);
    return changes[key] === undefined ? [] : [`${key}="${changes[key]}"`];
  });
  const missing = Object.keys(changes).filter((key) => !seen.has(key) && changes[key] !== undefined);
  return [...lines, ...missing.map((key) => `${key}="${changes[key]}"`)].join("\n");
}

/** A unit file's settings by section, each name with every value it was given, in order. */
export function parseUnitFile(text: string): Record<string, Record<string, string[]>> {
  const sections: Record<string, Record<string, string[]>> = {};
  let section: Record<string, string[]> | undefined;
  for (const line of text.split("\n").map((each) => each.trim())) {
    const header = /^\[(.+)\]$/.exec(line);
    if (header) sections[header[1]] = section = {};
    else if (section && line && !line.startsWith("#") && !line.startsWith(";") && line.includes("=")) {
      const [name, ...rest] = line.split("=");
      (section[name.trim()] ??= []).push(rest.join("=").trim());
    }
  }
  return sections;
}
