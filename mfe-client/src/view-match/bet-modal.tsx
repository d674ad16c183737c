import { Button, Modal, SelectField, TextField } from '@oddslab/shared/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

const MIN_BET_AMOUNT = 1;

export interface BetOption {
  /** e.g. 'Home Win', 'Over 2.5'. */
  outcome: string;
  odds: number;
}

/** What the user is looking at betting on: shown in the modal, never sent anywhere. */
export interface BetSelection {
  match: string;
  bookmaker: string;
  /** The bookmaker's priced outcomes; the first is preselected. */
  options: readonly BetOption[];
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
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
  if (!Number.isFinite(amount) || amount < MIN_BET_AMOUNT) return `Bet amount must be at least ${MIN_BET_AMOUNT}.`;
  return null;
}

export interface BetModalProps {
  selection: BetSelection | null;
  onClose: () => void;
}

/**
 * 'Place Your Bet' (spec §2, §4): opens with an empty amount; Submit Bet stays disabled until a valid amount is
 * entered. OddsLab is an analytics service and places no bets, so Submit only closes the slip; the modal says so.
 */
export function BetModal({ selection, onClose }: BetModalProps) {
  return selection && selection.options.length > 0 ? <OpenBetModal selection={selection} onClose={onClose} /> : null;
}

function OpenBetModal({ selection, onClose }: { selection: BetSelection; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [outcome, setOutcome] = useState(selection.options[0].outcome);
  const chosen = selection.options.find((option) => option.outcome === outcome) ?? selection.options[0];
  const error = betAmountError(amount);
  const canSubmit = amount.trim() !== '' && error === null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onClose();
  };
  const potentialReturn = canSubmit ? Number(amount) * chosen.odds : null;
  return (
    <Modal
      open
      title="Place Your Bet"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="bet-slip" disabled={!canSubmit}>
            Submit Bet
          </Button>
        </>
      }
    >
      <form id="bet-slip" onSubmit={submit} noValidate>
        <Facts>
          <dt>Match</dt>
          <dd>{selection.match}</dd>
          <dt>Bookmaker</dt>
          <dd>{selection.bookmaker}</dd>
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
              <dd>${potentialReturn.toFixed(2)}</dd>
            </>
          )}
        </Facts>
        {selection.options.length > 1 && (
          <SelectField
            label="Selection"
            options={selection.options.map((option) => ({
              value: option.outcome,
              label: `${option.outcome} @ ${option.odds.toFixed(2)}`,
            }))}
            value={outcome}
            onChange={(event) => setOutcome(event.target.value)}
          />
        )}
        <TextField
          label="Bet Amount"
          type="number"
          inputMode="decimal"
          min={MIN_BET_AMOUNT}
          step="any"
          value={amount}
          error={error}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Honest>
          Bet slips are not placed by OddsLab: submitting closes this slip and records nothing. Place the bet with{' '}
          {selection.bookmaker} yourself.
        </Honest>
      </form>
    </Modal>
  );
}
