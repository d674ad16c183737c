import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy, FieldHint, FieldLabel, FieldRoot, Input, useFieldIds } from './field-parts';
import { FormError } from './form-error';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  id?: string;
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are linked with aria-describedby. */
export function TextField({ label, id, hint, error, type = 'text', className, ref, ...inputProps }: TextFieldProps) {
  const { controlId: inputId, hintId, errorId } = useFieldIds(id, hint, error);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Input
        ref={ref}
        id={inputId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        $invalid={Boolean(error)}
        {...inputProps}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FormError id={errorId} message={error} />
    </FieldRoot>
  );
}
