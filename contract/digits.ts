/** Urdu (Extended Arabic-Indic) and Arabic-Indic digits, as an Urdu keyboard types them, made 0-9. */
export function westernDigits(text: string): string {
  return text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}
