import { type InputHTMLAttributes, type Ref, useState } from 'react';
import styled from 'styled-components';
import { describedBy, FieldHint, FieldLabel, FieldRoot, Input, useFieldIds } from './field-parts';
import { FormError } from './form-error';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  id?: string;
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  & > input { padding-right: 72px; }
`;

const ToggleButton = styled.button`
  position: absolute;
  right: 6px;
  min-width: 56px;
  min-height: 32px;
  padding: 4px 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.accentSoft}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

/**
 * A password input with a show/hide toggle. The toggle's accessible name starts with the word it shows
 * ("Show <label>", then "Hide <label>"), so a voice-control user can say what they see (WCAG 2.5.3).
 */
export function PasswordField({ label, id, hint, error, className, disabled, ref, ...inputProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { controlId: inputId, hintId, errorId } = useFieldIds(id, hint, error);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <InputWrap>
        <Input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          $invalid={Boolean(error)}
          {...inputProps}
        />
        <ToggleButton
          type="button"
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          aria-controls={inputId}
          disabled={disabled}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? 'Hide' : 'Show'}
        </ToggleButton>
      </InputWrap>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FormError id={errorId} message={error} />
    </FieldRoot>
  );
}
