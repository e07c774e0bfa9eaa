export type FlashMessage = { kind: "success" | "error" | "info"; text: string };
