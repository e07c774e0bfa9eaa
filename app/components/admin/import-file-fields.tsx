import { type FieldMetadata, getTextareaProps } from "@conform-to/react";
import { TextAreaField } from "~/components/ui/field";

const ACCEPTED = ".csv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** An import's file (CSV or XLSX) and, instead, pasted CSV: the tracking import's and the payment report's. */
type FileField = Pick<FieldMetadata<unknown>, "id" | "name" | "errors" | "errorId">;

export function ImportFileFields({ file, csv }: { file: FileField; csv: Parameters<typeof getTextareaProps>[0] }) {
  return (
    <>
      <div>
        <label htmlFor={file.id} className="field-label">
          CSV or XLSX file
        </label>
        <input
          id={file.id}
          name={file.name}
          type="file"
          accept={ACCEPTED}
          aria-describedby={file.errors ? file.errorId : undefined}
          className="field-input"
        />
        {file.errors ? (
          <p id={file.errorId} className="field-error">
            {file.errors[0]}
          </p>
        ) : null}
      </div>
      <TextAreaField
        label="Or paste the CSV"
        errors={csv.errors}
        errorId={csv.errorId}
        textareaProps={{ ...getTextareaProps(csv), rows: 6, className: "field-input font-mono" }}
      />
    </>
  );
}
