const UNITS = ["bytes", "KB", "MB", "GB", "TB"] as const;

/** A size as people read it: "512 bytes", "1.4 MB", "23 GB" (powers of 1,024, one decimal below 10). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${value} bytes`;
  return `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString("en-US")} ${UNITS[unit]}`;
}
