import { ENGINE_LEAGUES, normalizeApiError, useGetAsOfQuery } from '@oddslab/shared/api';
import type { Recommendation } from '@oddslab/shared/contract';
import { useSession } from '@oddslab/shared/session';
import { Button, ButtonLink, Card, SelectField, type SelectOption, TextField } from '@oddslab/shared/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { type PackageFeature, userHasFeature } from '../portal/package-feature-links';

/** The server answers 403 when the user's package lacks the function the endpoint needs. */
export function isForbidden(error: unknown): boolean {
  return error !== undefined && normalizeApiError(error).status === 403;
}

export const LEAGUE_OPTIONS = ENGINE_LEAGUES.map((league) => ({ value: league.name, label: league.name }));

const UpgradeCard = styled(Card)`
  max-width: 640px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  p { margin: 0; }
`;

/** Settings opened on My Subscriptions, where a package is changed. */
export const SUBSCRIPTIONS_PATH = '/client/settings?tab=subscriptions';

/** Shown instead of a feature the user's package does not include; nothing of the feature is requested. */
export function UpgradePanel({ feature, headingLevel = 2 }: { feature: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <UpgradeCard aria-labelledby={headingId}>
      <Heading id={headingId}>{feature} is not part of your current package</Heading>
      <p>Upgrade to a package that includes {feature} to see it with live data from the OddsLab engine.</p>
      <p>
        <ButtonLink to={SUBSCRIPTIONS_PATH}>See packages in My Subscriptions</ButtonLink>
      </p>
    </UpgradeCard>
  );
}

export interface FeatureGateProps {
  feature: PackageFeature;
  /** How the page names the feature, e.g. 'Odds Comparison'. */
  name: string;
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/**
 * The feature when the user's package includes it, else the upgrade panel: the children (and the requests their
 * hooks make) are never mounted for a package without the function, so no gated endpoint is asked and refused.
 * A package that changes on the server meanwhile still gets the panel from a 403 (see `isForbidden`).
 */
export function FeatureGate({ feature, name, headingLevel, children }: FeatureGateProps) {
  const { user } = useSession();
  return userHasFeature(user, feature) ? children : <UpgradePanel feature={name} headingLevel={headingLevel} />;
}

const Note = styled.p`
  min-height: 1lh;
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The engine's as-of date decides what is upcoming; the embedded data is historical, so pages default their date
 * filters to it instead of the wall clock. `ready` turns true once the date is known or could not be read.
 */
export function useAsOfDate(): { asOf: string | null; ready: boolean } {
  const { data, isSuccess, isError } = useGetAsOfQuery();
  return { asOf: data?.asOf ?? null, ready: isSuccess || isError };
}

/** 'Data as of YYYY-MM-DD' under a page title. */
export function AsOfNote() {
  const { asOf } = useAsOfDate();
  // The line is kept while the date loads, so the page below does not move when it arrives.
  return <Note aria-hidden={asOf ? undefined : true}>{asOf && `Data as of ${asOf}`}</Note>;
}

export const FilterForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  > div { flex: 1 1 180px; max-width: 280px; }
  ${({ theme }) => theme.media.belowDesktop} { > div { max-width: none; } }
`;

export interface DateLeagueFilter {
  /** YYYY-MM-DD or '' for any date. */
  date: string;
  league: string;
}

export interface DateSelectFiltersProps {
  initialDate: string;
  initialChoice: string;
  /** The select's label and options, e.g. 'League' and the engine's leagues. */
  selectLabel: string;
  options: readonly SelectOption[];
  /** Called with the date ('' for any) and the chosen option when Apply Filter is pressed. */
  onApply: (date: string, choice: string) => void;
  disabled?: boolean;
}

/** A date field and one select with an Apply Filter button (fixtures and odds by league, alerts by type). */
export function DateSelectFilters({
  initialDate,
  initialChoice,
  selectLabel,
  options,
  onApply,
  disabled = false,
}: DateSelectFiltersProps) {
  const [date, setDate] = useState(initialDate);
  const [choice, setChoice] = useState(initialChoice);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(date, choice);
  };
  return (
    <FilterForm onSubmit={submit} aria-label="Filters">
      <TextField label="Date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      <SelectField
        label={selectLabel}
        options={options}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
      />
      <Button type="submit" disabled={disabled}>
        Apply Filter
      </Button>
    </FilterForm>
  );
}

/** Decimal odds with two decimals, or an en dash when the bookmaker has no price. */
export function formatOdds(price: number | null | undefined): string {
  return price === null || price === undefined || !Number.isFinite(price) ? '–' : price.toFixed(2);
}

/** 'Home Win', 'Over 2.5', 'Home -0.5', 'Lay Draw' … from the stored market, selection, line and side. */
export function betLabel(
  rec: Pick<Recommendation, 'market' | 'selection' | 'line'> & Partial<Pick<Recommendation, 'side'>>,
): string {
  const prefix = rec.side === 'lay' ? 'Lay ' : '';
  const side = rec.selection.charAt(0).toUpperCase() + rec.selection.slice(1);
  if (rec.market === '1X2') return prefix + (side === 'Draw' ? 'Draw' : `${side} Win`);
  if (rec.line === null) return `${prefix}${side} (${rec.market})`;
  const line = rec.market === 'AH' && rec.line > 0 ? `+${rec.line}` : String(rec.line);
  return `${prefix}${side} ${line}`;
}
