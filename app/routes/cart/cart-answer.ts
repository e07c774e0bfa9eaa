/** A refused cart change: why, and (for a save) the quantities as typed, so the page shows them again. */
export type CartAnswer = { intent: string; error: string; quantities?: Record<string, string> };
