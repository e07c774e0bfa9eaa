/** An order or cart line as every page, email and audit note names it: "Sultan Handi (No. 5)", or the name alone without a size. */
export function lineName(line: { name: string; size: string | null }): string {
  return line.size ? `${line.name} (${line.size})` : line.name;
}
