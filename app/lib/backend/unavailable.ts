/** What a form says when the backend cannot answer (a plain module: the catalogue keys it too). */
export const UNAVAILABLE_MESSAGE = "Our store is taking a short break. Please try again in a moment.";
