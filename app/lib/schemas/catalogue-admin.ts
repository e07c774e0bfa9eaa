import { createProductBody, editProductBody, stockAdjustmentBody } from "../../../contract/catalogue-admin";

/** The operator's product forms: the backend's own body schemas (one owner for every rule and message). */
export const CreateProductSchema = createProductBody;
export const EditProductSchema = editProductBody;
export const StockAdjustmentSchema = stockAdjustmentBody;
