import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { describedBy, FieldHint, FieldLabel, FieldRoot, Input } from './field-parts';
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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
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
