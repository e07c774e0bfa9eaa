import { layout } from "./layout";

/** The English catalogue: its keys are every language's keys, its texts the specification's. */
export const en = { layout };
