import { createProductBody, editProductBody, stockAdjustmentBody } from "../../../contract/catalogue-admin";
import { saveVariantsBody, variantStockBody } from "../../../contract/variant-bodies";

/** The operator's product forms: the backend's own body schemas (one owner for every rule and message). */
export const CreateProductSchema = createProductBody;
export const EditProductSchema = editProductBody;
export const StockAdjustmentSchema = stockAdjustmentBody;
/** The product page's stock form names the size the units are for. */
export const VariantStockSchema = variantStockBody;
export const SaveVariantsSchema = saveVariantsBody;
