import { serverFormErrors, useCreateBetMutation } from '@oddslab/shared/api';
import { type BetMarket, type BetSelectionName, MAX_ODDS, MAX_STAKE, MIN_STAKE } from '@oddslab/shared/bet-rules';
import { formatPounds } from '@oddslab/shared/format';
import { bookmakerName } from '@oddslab/shared/names';
import { notify } from '@oddslab/shared/notify';
import { Button, CheckboxField, FormError, Modal, SelectField, TextField } from '@oddslab/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';

export interface BetOption {
  /** e.g. 'Home Win', 'Over 2.5'. */
  outcome: string;
  odds: number;
  /** What the API records: the engine's market, selection and line (AH: the home team's handicap). */
  market: BetMarket;
  selection: BetSelectionName;
  line: number | null;
}

/** What the user is looking at betting on: the match and bookmaker, and the outcomes it prices. */
export interface BetSelection {
  matchId: number;
  match: string;
  bookmaker: string;
  /** The bookmaker's priced outcomes; the first is preselected. */
  options: readonly BetOption[];
  /** The bet follows an OddsLab recommendation (the box starts ticked). */
  recommended?: boolean;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Honest = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Bet amount rule (spec §5): a number of at least 1; returns the error line or null. */
export function betAmountError(text: string): string | null {
  if (text.trim() === '') return null;
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount < MIN_STAKE) return `Bet amount must be at least ${MIN_STAKE}.`;
  if (amount > MAX_STAKE) return `Bet amount must be at most ${MAX_STAKE.toLocaleString('en-US')}.`;
  return null;
}

/** Decimal odds taken: above 1 and at most the API's maximum; returns the error line or null. */
export function oddsTakenError(text: string): string | null {
  if (text.trim() === '') return 'Enter the odds you took.';
  const odds = Number(text);
  if (!Number.isFinite(odds) || odds <= 1) return 'Odds must be greater than 1.';
  if (odds > MAX_ODDS) return `Odds must be at most ${MAX_ODDS}.`;
  return null;
}

/** The server's field names, as the form labels them (its other problems show under the form). */
const FIELD_LABELS = { stake: 'Bet Amount', odds: 'Odds taken', selection: 'Selection' } as const;
type BetField = keyof typeof FIELD_LABELS;

export interface BetModalProps {
  selection: BetSelection | null;
  onClose: () => void;
}

/**
 * 'Place Your Bet' (spec §2, §4): opens with an empty amount; Submit Bet stays disabled until a valid amount is
 * entered. Submitting records the bet in the user's bet tracker (My Bets) and closes the modal; OddsLab places no
 * bets with the bookmaker, and the modal says so.
 */
export function BetModal({ selection, onClose }: BetModalProps) {
  return selection && selection.options.length > 0 ? <OpenBetModal selection={selection} onClose={onClose} /> : null;
}

function OpenBetModal({ selection, onClose }: { selection: BetSelection; onClose: () => void }) {
  const [createBet, { isLoading: saving }] = useCreateBetMutation();
  const [amount, setAmount] = useState('');
  const [outcome, setOutcome] = useState(selection.options[0].outcome);
  const chosen = selection.options.find((option) => option.outcome === outcome) ?? selection.options[0];
  const [oddsText, setOddsText] = useState(String(selection.options[0].odds));
  const [followed, setFollowed] = useState(selection.recommended ?? false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<BetField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formId = useId();
  const amountError = betAmountError(amount) ?? fieldErrors.stake ?? null;
  const oddsError = oddsTakenError(oddsText) ?? fieldErrors.odds ?? null;
  const canSubmit = amount.trim() !== '' && betAmountError(amount) === null && oddsTakenError(oddsText) === null;
  const close = () => {
    if (!saving) onClose();
  };
  /** A field the user changes no longer shows what the server said about its old value. */
  const edited = (field: BetField) => setFieldErrors(({ [field]: _old, ...rest }) => rest);
  const choose = (next: string) => {
    edited('selection');
    setOutcome(next);
    const option = selection.options.find((candidate) => candidate.outcome === next);
    if (option) setOddsText(String(option.odds));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || saving) return;
    setFieldErrors({});
    setFormError(null);
    try {
      await createBet({
        matchId: selection.matchId,
        market: chosen.market,
        selection: chosen.selection,
        ...(chosen.line !== null && { line: chosen.line }),
        bookmaker: selection.bookmaker,
        odds: Number(oddsText),
        stake: Number(amount),
        followedRecommendation: followed,
      }).unwrap();
      notify.success(`Bet recorded: ${chosen.outcome} in ${selection.match}. Find it in My Bets.`);
      onClose();
    } catch (failure) {
      const { fields, message } = serverFormErrors(failure, FIELD_LABELS);
      setFieldErrors(fields);
      setFormError(message ? `Failed to record the bet: ${message}` : null);
    }
  };
  const potentialReturn = canSubmit ? Number(amount) * Number(oddsText) : null;
  return (
    <Modal
      open
      title="Place Your Bet"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={!canSubmit || saving} aria-busy={saving || undefined}>
            {saving ? 'Submitting...' : 'Submit Bet'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Facts>
          <dt>Match</dt>
          <dd>{selection.match}</dd>
          <dt>Bookmaker</dt>
          <dd>{bookmakerName(selection.bookmaker)}</dd>
          {selection.options.length === 1 && (
            <>
              <dt>Selection</dt>
              <dd>{chosen.outcome}</dd>
            </>
          )}
          <dt>Odds</dt>
          <dd>{chosen.odds.toFixed(2)}</dd>
          {potentialReturn !== null && (
            <>
              <dt>Potential return</dt>
              <dd>{formatPounds(potentialReturn)}</dd>
            </>
          )}
        </Facts>
        <Fields>
          {selection.options.length > 1 && (
            <SelectField
              label="Selection"
              options={selection.options.map((option) => ({
                value: option.outcome,
                label: `${option.outcome} @ ${option.odds.toFixed(2)}`,
              }))}
              value={outcome}
              disabled={saving}
              error={fieldErrors.selection}
              onChange={(event) => choose(event.target.value)}
            />
          )}
          <TextField
            label="Odds taken"
            type="number"
            inputMode="decimal"
            min={1.01}
            max={MAX_ODDS}
            step="any"
            hint="The bookmaker's price when you placed the bet."
            value={oddsText}
            disabled={saving}
            error={oddsError}
            onChange={(event) => {
              edited('odds');
              setOddsText(event.target.value);
            }}
          />
          <TextField
            label="Bet Amount"
            hint="In pounds (£)."
            type="number"
            inputMode="decimal"
            min={MIN_STAKE}
            max={MAX_STAKE}
            step="any"
            value={amount}
            disabled={saving}
            error={amountError}
            onChange={(event) => {
              edited('stake');
              setAmount(event.target.value);
            }}
          />
          <CheckboxField
            label="This bet follows an OddsLab recommendation"
            checked={followed}
            disabled={saving}
            onChange={(event) => setFollowed(event.target.checked)}
          />
          <FormError message={formError} />
        </Fields>
        <Honest>
          Submitting records the bet in My Bets, where it is settled when the result arrives. OddsLab does not place
          bets: place it with {bookmakerName(selection.bookmaker)} yourself.
        </Honest>
      </form>
    </Modal>
  );
}
