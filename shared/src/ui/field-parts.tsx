import { useId } from 'react';
import styled, { css } from 'styled-components';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  transition: border-color ${({ theme }) => theme.transitions.fast};
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.neutral}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

/** Joins the ids of the hint and error elements that describe a control. */
export function describedBy(...ids: Array<string | false | undefined | null>): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** The control's id (the caller's or a generated one) and the ids of its hint and error, when it has them. */
export function useFieldIds(id: string | undefined, hint: string | undefined, error: string | null | undefined) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return {
    controlId,
    hintId: hint ? `${controlId}-hint` : undefined,
    errorId: error ? `${controlId}-error` : undefined,
  };
}
