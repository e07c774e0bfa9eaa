import type { Catalogue } from "../types";
import { layout } from "./layout";

export const ur: Catalogue = { layout };
