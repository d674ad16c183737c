import { serverFormErrors, useOverridePredictionMutation, useWithdrawPredictionMutation } from '@oddslab/shared/api';
import type { AdminPrediction } from '@oddslab/shared/contract';
import { formatPercent } from '@oddslab/shared/format';
import { REVIEW_REASON_MAX_LENGTH, REVIEW_REASON_MIN_LENGTH } from '@oddslab/shared/review-rules';
import { Button, FormError, Modal, TextAreaField, TextField } from '@oddslab/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import {
  checkDraft,
  draftOf,
  OUTCOME_FIELDS,
  OVERRIDE_LABELS,
  type OverrideDraft,
  type OverrideField,
  reasonProblem,
  totalPercent,
} from './override-draft';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: 600;
`;

/** Three fields side by side, down to a phone's width. */
const Outcomes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(84px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Total = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export const fixtureOf = (prediction: AdminPrediction) => `${prediction.homeTeamName} vs ${prediction.awayTeamName}`;

function modelLine(prediction: AdminPrediction): string {
  const { home, draw, away } = prediction.model;
  return `The model's own: home ${formatPercent(home)}, draw ${formatPercent(draw)}, away ${formatPercent(away)}.`;
}

const REASON_HINT = `Why; kept in the audit log (${REVIEW_REASON_MIN_LENGTH} to ${REVIEW_REASON_MAX_LENGTH} characters).`;

interface DialogProps {
  prediction: AdminPrediction;
  onClose: () => void;
  /** Called with the reviewed row once the server has stored the review. */
  onDone: (row: AdminPrediction) => void;
}

/**
 * Edit: the 1X2 probabilities clients are served, as percentages, and the reason. Problems show on their fields,
 * the server's `details` included; the dialog keeps focus inside and Escape closes it.
 */
export function EditPredictionDialog({ prediction, onClose, onDone }: DialogProps) {
  const formId = useId();
  const sumErrorId = useId();
  const [override, { isLoading: busy }] = useOverridePredictionMutation();
  const [draft, setDraft] = useState<OverrideDraft>(() => draftOf(prediction.served ?? prediction.model));
  const [errors, setErrors] = useState<Partial<Record<OverrideField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const total = totalPercent(draft);

  const edit = (key: keyof OverrideDraft, field: OverrideField, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, ...(key !== 'reason' && { probabilities: undefined }) }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = checkDraft(draft);
    if (!checked.body) {
      setErrors(checked.errors);
      return;
    }
    try {
      onDone(await override({ matchId: prediction.matchId, body: checked.body }).unwrap());
    } catch (failure) {
      const { fields, message } = serverFormErrors(failure, OVERRIDE_LABELS);
      setErrors(fields);
      setError(message ? `Failed to update the prediction: ${message}` : null);
    }
  };

  const title = `Edit prediction: ${fixtureOf(prediction)}`;
  return (
    <Modal
      open
      title={title}
      onClose={() => {
        if (!busy) onClose();
      }}
      closeLabel="Close edit prediction"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void save(event)} noValidate>
        <Note>
          {modelLine(prediction)} Clients will see yours, marked as reviewed by an analyst; the model's track record
          keeps its own.
        </Note>
        <Fieldset aria-describedby={errors.probabilities ? sumErrorId : undefined}>
          <Legend>1X2 probabilities (%)</Legend>
          <Outcomes>
            {OUTCOME_FIELDS.map(({ key, field }) => (
              <TextField
                key={key}
                label={OVERRIDE_LABELS[field]}
                name={key}
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step={0.01}
                required
                disabled={busy}
                value={draft[key]}
                error={errors[field]}
                onChange={(event) => edit(key, field, event.target.value)}
              />
            ))}
          </Outcomes>
          <Total aria-live="polite">Total: {total === null ? '–' : `${total.toFixed(2)}%`}</Total>
          <FormError id={sumErrorId} message={errors.probabilities} />
        </Fieldset>
        <TextAreaField
          label={OVERRIDE_LABELS.reason}
          name="reason"
          rows={3}
          maxLength={REVIEW_REASON_MAX_LENGTH}
          required
          disabled={busy}
          hint={REASON_HINT}
          value={draft.reason}
          error={errors.reason}
          onChange={(event) => edit('reason', 'reason', event.target.value)}
        />
        <FormError message={error} />
      </Form>
    </Modal>
  );
}

/** Delete: withdraws the prediction from clients (and its value bets) after confirmation, with a reason. */
export function WithdrawPredictionDialog({ prediction, onClose, onDone }: DialogProps) {
  const formId = useId();
  const [withdraw, { isLoading: busy }] = useWithdrawPredictionMutation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = reasonProblem(reason);
    if (problem) {
      setReasonError(problem);
      return;
    }
    try {
      onDone(await withdraw({ matchId: prediction.matchId, body: { reason: reason.trim() } }).unwrap());
    } catch (failure) {
      const { fields, message } = serverFormErrors(failure, { reason: OVERRIDE_LABELS.reason });
      setReasonError(fields.reason ?? null);
      setError(message ? `Failed to delete the prediction: ${message}` : null);
    }
  };

  return (
    <Modal
      open
      role="alertdialog"
      title="Delete prediction"
      maxWidth="480px"
      onClose={() => {
        if (!busy) onClose();
      }}
      closeLabel="Close delete prediction"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={busy}>
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void confirm(event)} noValidate>
        <Note>
          Delete the prediction for {fixtureOf(prediction)}? Clients stop seeing it and its value bets; the model's
          track record keeps it.
        </Note>
        <TextAreaField
          label={OVERRIDE_LABELS.reason}
          name="reason"
          rows={3}
          maxLength={REVIEW_REASON_MAX_LENGTH}
          required
          disabled={busy}
          hint={REASON_HINT}
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
        />
        <FormError message={error} />
      </Form>
    </Modal>
  );
}
