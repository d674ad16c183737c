import type { Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, describedBy, FieldHint, FieldLabel, FieldRoot, useFieldIds } from './field-parts';
import { FormError } from './form-error';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** A disabled first option with an empty value, e.g. 'Select your country'. */
  placeholder?: string;
  id?: string;
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
}

const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: auto;
`;

export function SelectField({
  label,
  options,
  placeholder,
  id,
  hint,
  error,
  className,
  ref,
  ...selectProps
}: SelectFieldProps) {
  const { controlId: selectId, hintId, errorId } = useFieldIds(id, hint, error);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <Select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        $invalid={Boolean(error)}
        // Without a value the browser would pick the first real option; start on the placeholder instead.
        defaultValue={
          placeholder !== undefined && selectProps.value === undefined && selectProps.defaultValue === undefined
            ? ''
            : selectProps.defaultValue
        }
        {...selectProps}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FormError id={errorId} message={error} />
    </FieldRoot>
  );
}
