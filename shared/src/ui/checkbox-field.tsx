import { type InputHTMLAttributes, type ReactNode, type Ref, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { describedBy } from './field-parts';
import { FormError } from './form-error';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  /** A longer explanation shown under the label and linked with aria-describedby. */
  description?: ReactNode;
  /** Partial selection (e.g. some table rows selected); shown as a dash and reported as "mixed". */
  indeterminate?: boolean;
  id?: string;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Box = styled.input`
  width: 18px;
  height: 18px;
  margin: 3px 0 0;
  flex-shrink: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:disabled { cursor: not-allowed; }
`;

const Label = styled.label`
  cursor: pointer;
  font-weight: 500;
`;

const Description = styled.p`
  margin: 2px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A checkbox with a label; `indeterminate` is set on the DOM node because HTML has no attribute for it. */
export function CheckboxField({
  label,
  description,
  indeterminate = false,
  id,
  error,
  className,
  ref,
  ...inputProps
}: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const innerRef = useRef<HTMLInputElement | null>(null);
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;

  useEffect(() => {
    if (innerRef.current) innerRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const setRefs = (node: HTMLInputElement | null) => {
    innerRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <Root className={className}>
      <Row>
        <Box
          ref={setRefs}
          id={inputId}
          type="checkbox"
          aria-checked={indeterminate ? 'mixed' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(descriptionId, errorId)}
          {...inputProps}
        />
        <div>
          <Label htmlFor={inputId}>{label}</Label>
          {description && <Description id={descriptionId}>{description}</Description>}
        </div>
      </Row>
      <FormError id={errorId} message={error} />
    </Root>
  );
}
