import type { Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, describedBy, FieldHint, FieldLabel, FieldRoot, useFieldIds } from './field-parts';
import { FormError } from './form-error';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  id?: string;
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  line-height: 1.5;
`;

/** A labelled multi-line input whose hint and error are linked with aria-describedby, like TextField. */
export function TextAreaField({ label, id, hint, error, className, ref, rows = 4, ...props }: TextAreaFieldProps) {
  const { controlId, hintId, errorId } = useFieldIds(id, hint, error);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      <TextArea
        ref={ref}
        id={controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        $invalid={Boolean(error)}
        {...props}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FormError id={errorId} message={error} />
    </FieldRoot>
  );
}
