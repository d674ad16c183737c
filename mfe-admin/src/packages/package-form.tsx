import type { PackageCreateRequest } from '@oddslab/shared/contract';
import { Button, TextField } from '@oddslab/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { ALLOWED_PACKAGE_FUNCTIONS, parseFunctionsText } from './package-functions';

export interface PackageFormValues {
  name: string;
  description: string;
  functionsText: string;
}

export const EMPTY_PACKAGE_FORM: PackageFormValues = { name: '', description: '', functionsText: '' };

export type PackageDraft = Pick<PackageCreateRequest, 'name' | 'description' | 'functions'>;

/** Field-level problems the server reported, keyed by field name. */
export type PackageFieldErrors = Partial<Record<'name' | 'description' | 'functions', string>>;

/** What a submit handler reports back: success, or the server's field problems to show inline. */
export type PackageSubmitResult = { ok: true } | { ok: false; fieldErrors: PackageFieldErrors };

const NAME_REQUIRED = 'Package name is required.';

// The spec keeps these limits implicit; the API enforces them, so the inputs stop at the same length.
const NAME_MAX_LENGTH = 60;
const DESCRIPTION_MAX_LENGTH = 500;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Preview = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Kept = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

const Dropped = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface PackageFormProps {
  initialValues: PackageFormValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (draft: PackageDraft) => Promise<PackageSubmitResult>;
  onCancel?: () => void;
  /** Clear the fields after a successful submit (the create form). */
  resetOnSuccess?: boolean;
}

/**
 * Name, description and comma-separated functions. Functions are trimmed and filtered to the allowed names;
 * the form shows which entries it will save and which it drops before anything is sent.
 */
export function PackageForm({
  initialValues,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onCancel,
  resetOnSuccess = false,
}: PackageFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<PackageFieldErrors>({});
  const previewId = useId();
  const parsed = parseFunctionsText(values.functionsText);

  const edit = (field: keyof PackageFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field === 'functionsText' ? 'functions' : field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = values.name.trim();
    if (name === '') {
      setErrors({ name: NAME_REQUIRED });
      return;
    }
    const description = values.description.trim();
    const result = await onSubmit({
      name,
      description: description === '' ? null : description,
      functions: parsed.functions,
    });
    if (result.ok) {
      setErrors({});
      if (resetOnSuccess) setValues(EMPTY_PACKAGE_FORM);
    } else {
      setErrors(result.fieldErrors);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <TextField
        label="Package Name"
        name="name"
        value={values.name}
        maxLength={NAME_MAX_LENGTH}
        required
        disabled={busy}
        error={errors.name}
        onChange={(event) => edit('name', event.target.value)}
      />
      <TextField
        label="Description"
        name="description"
        value={values.description}
        maxLength={DESCRIPTION_MAX_LENGTH}
        disabled={busy}
        error={errors.description}
        onChange={(event) => edit('description', event.target.value)}
      />
      <TextField
        label="Functions (comma-separated)"
        name="functions"
        value={values.functionsText}
        placeholder="FIXTURES, PREDICTIONS"
        hint={`Allowed: ${ALLOWED_PACKAGE_FUNCTIONS.join(', ')}`}
        disabled={busy}
        error={errors.functions}
        aria-controls={previewId}
        onChange={(event) => edit('functionsText', event.target.value)}
      />
      <Preview id={previewId} aria-live="polite">
        <Kept>
          Will save: <strong>{parsed.functions.length > 0 ? parsed.functions.join(', ') : 'no functions'}</strong>
        </Kept>
        {parsed.dropped.length > 0 && <Dropped>Not allowed, will be dropped: {parsed.dropped.join(', ')}</Dropped>}
      </Preview>
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </Actions>
    </Form>
  );
}
