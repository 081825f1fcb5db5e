import type { InputHTMLAttributes } from "react";
import * as fieldStyles from "../../private/field.css";
import { NativeField } from "../../private/NativeField";

export interface SearchInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> {
  label: string;
  description?: string;
}

/**
 * A labelled `<input type="search">` in the fields' look, with no script:
 * for search and filter forms submitted as GET forms, which work before the
 * page hydrates. Forms that validate as you type use TextField; the site's
 * search with suggestions uses SearchField.
 */
export function SearchInput({ label, description, className, id, ...props }: SearchInputProps) {
  return (
    <NativeField id={id} label={label} description={description} className={className}>
      {(control) => <input {...props} {...control} type="search" className={fieldStyles.control} />}
    </NativeField>
  );
}
