/** The result of Add to Cart or Buy Now; a refusal carries back what was chosen, so nothing is lost. */
export type OrderAnswer = { intent: "add" | "buy"; ok: boolean; message: string; detail?: string; quantity?: string; variant?: string };
