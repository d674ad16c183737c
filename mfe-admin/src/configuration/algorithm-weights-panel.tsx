import {
  DEFAULT_ALGORITHM_WEIGHTS,
  normalizeApiError,
  useGetAlgorithmWeightsQuery,
  useUpdateAlgorithmWeightsMutation,
} from '@oddslab/shared/api';
import type { AlgorithmWeights } from '@oddslab/shared/contract';
import { notify } from '@oddslab/shared/notify';
import { Button, Card, CardTitle, ConfirmDialog, ErrorState, FormError, VisuallyHidden } from '@oddslab/shared/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import styled from 'styled-components';

const WEIGHTS_UPDATED_MESSAGE = 'Algorithm weights updated successfully';

const WEIGHT_FIELDS: readonly { key: keyof AlgorithmWeights; label: string; hint: string }[] = [
  { key: 'attackStrength', label: 'Attack Strength (xG)', hint: 'How much scoring strength drives expected goals.' },
  {
    key: 'defenseWeakness',
    label: 'Defense Weakness (xGA)',
    hint: 'How much conceding weakness drives expected goals.',
  },
  { key: 'recentForm', label: 'Recent Form', hint: 'How strongly the last results adjust the ratings.' },
  { key: 'homeAdvantage', label: 'Home Advantage', hint: 'How much playing at home lifts the home side.' },
];

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Slider = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  label { font-weight: 600; }
  input { grid-column: 1 / -1; width: 100%; accent-color: ${({ theme }) => theme.colors.primary}; }
  output { font-variant-numeric: tabular-nums; font-weight: 700; color: ${({ theme }) => theme.colors.primary}; }
  small { grid-column: 1 / -1; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const SuccessBanner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function sameWeights(a: AlgorithmWeights, b: AlgorithmWeights): boolean {
  return WEIGHT_FIELDS.every(({ key }) => a[key] === b[key]);
}

/** 'Attack Strength (xG) 70, Defense Weakness (xGA) 60, …': the defaults in words for the reset question. */
const DEFAULTS_IN_WORDS = WEIGHT_FIELDS.map(({ key, label }) => `${label} ${DEFAULT_ALGORITHM_WEIGHTS[key]}`).join(
  ', ',
);

/**
 * The sliders and their actions. `loading`: the saved weights are on their way; the form is drawn disabled at its
 * final size (values not shown yet), so nothing below it moves when they arrive.
 */
function WeightsForm({ saved, loading = false }: { saved: AlgorithmWeights; loading?: boolean }) {
  const idPrefix = useId();
  const [draft, setDraft] = useState(saved);
  const [updated, setUpdated] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateAlgorithmWeightsMutation();

  useEffect(() => setDraft(saved), [saved]);

  const [confirmingReset, setConfirmingReset] = useState(false);

  const store = async (weights: AlgorithmWeights) => {
    setError(null);
    setUpdated(false);
    const result = await update(weights);
    if ('error' in result && result.error) {
      const problem = normalizeApiError(result.error);
      setError(`Failed to update algorithm weights: ${problem.message}`);
      notify.error(`Failed to update algorithm weights: ${problem.message}`);
      return;
    }
    setUpdated(true);
    notify.success(WEIGHTS_UPDATED_MESSAGE);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await store(draft);
  };

  // Reset goes through the same update as the sliders: a new model version, validated and refitted.
  const reset = async () => {
    await store({ ...DEFAULT_ALGORITHM_WEIGHTS });
    setConfirmingReset(false);
  };

  return (
    <Form onSubmit={submit} aria-busy={isLoading || loading}>
      <div aria-live="polite">
        {updated && <SuccessBanner>{WEIGHTS_UPDATED_MESSAGE}</SuccessBanner>}
        {loading && <VisuallyHidden>Loading algorithm weights...</VisuallyHidden>}
      </div>
      {WEIGHT_FIELDS.map(({ key, label, hint }) => {
        const id = `${idPrefix}-${key}`;
        return (
          <Slider key={key}>
            <label htmlFor={id}>{label}</label>
            <output htmlFor={id} aria-hidden="true">
              {loading ? '…' : draft[key]}
            </output>
            <input
              id={id}
              type="range"
              min={0}
              max={100}
              step={1}
              value={draft[key]}
              disabled={loading}
              aria-describedby={`${id}-hint ${id}-default`}
              onChange={(event) => {
                setUpdated(false);
                setDraft((current) => ({ ...current, [key]: Math.round(Number(event.target.value)) }));
              }}
            />
            <small id={`${id}-hint`}>{hint}</small>
            <small id={`${id}-default`}>
              Default {DEFAULT_ALGORITHM_WEIGHTS[key]}
              {!loading && draft[key] === DEFAULT_ALGORITHM_WEIGHTS[key] ? ' (current)' : ''}
            </small>
          </Slider>
        );
      })}
      <FormError message={error} />
      <Actions>
        <Button type="submit" disabled={loading || isLoading || sameWeights(draft, saved)}>
          {isLoading ? 'Updating...' : 'Update'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setConfirmingReset(true)}
          disabled={loading || isLoading || sameWeights(saved, DEFAULT_ALGORITHM_WEIGHTS)}
        >
          Reset to defaults
        </Button>
        {isLoading && <span>Refitting every league model with the new weights...</span>}
      </Actions>
      <ConfirmDialog
        open={confirmingReset}
        title="Reset the algorithm weights"
        message={`Reset the weights to their defaults (${DEFAULTS_IN_WORDS})? A new model version is validated with them and every league model is refitted.`}
        confirmLabel="Reset weights"
        busy={isLoading}
        onConfirm={() => void reset()}
        onCancel={() => setConfirmingReset(false)}
      />
    </Form>
  );
}

/** 'Algorithm Weights': four 0-100 sliders with their defaults; Update stores them, Reset restores the defaults. */
export function AlgorithmWeightsPanel() {
  const { data, error, isLoading, refetch } = useGetAlgorithmWeightsQuery();
  return (
    <Card aria-labelledby="algorithm-weights-title">
      <CardTitle id="algorithm-weights-title">Algorithm Weights</CardTitle>
      {data === undefined && !isLoading ? (
        <ErrorState
          message={`Failed to load algorithm weights: ${normalizeApiError(error).message}`}
          onRetry={refetch}
        />
      ) : (
        // One form from the first paint on: drawn disabled while the saved weights load, then filled in.
        <WeightsForm saved={data ?? DEFAULT_ALGORITHM_WEIGHTS} loading={data === undefined} />
      )}
    </Card>
  );
}
