/** Puts values into a catalogue string's `{{name}}` placeholders (i18next's syntax); unknown names stay visible. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
