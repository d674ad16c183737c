import styled from 'styled-components';

export type FormBadgeTone = 'win' | 'loss' | 'draw' | 'other';

/** W/Win green, L/Loss red, D/Draw yellow, anything else grey (spec §2). */
export function formBadgeTone(result: string | null | undefined): FormBadgeTone {
  switch ((result ?? '').trim().toUpperCase()) {
    case 'W':
    case 'WIN':
      return 'win';
    case 'L':
    case 'LOSS':
      return 'loss';
    case 'D':
    case 'DRAW':
      return 'draw';
    default:
      return 'other';
  }
}

const TONE_NAMES: Record<FormBadgeTone, string> = { win: 'Win', loss: 'Loss', draw: 'Draw', other: '' };

const Badge = styled.span<{ $tone: FormBadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 26px;
  height: 26px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  color: ${({ theme, $tone }) =>
    ({ win: theme.colors.success, loss: theme.colors.danger, draw: theme.colors.warning, other: theme.colors.neutral })[
      $tone
    ]};
  background: ${({ theme, $tone }) =>
    ({
      win: theme.colors.successSoft,
      loss: theme.colors.dangerSoft,
      draw: theme.colors.warningSoft,
      other: theme.colors.neutralSoft,
    })[$tone]};
`;

export interface FormBadgeProps {
  result: string;
  className?: string;
}

export function FormBadge({ result, className }: FormBadgeProps) {
  const tone = formBadgeTone(result);
  const text = result.trim();
  return (
    <Badge $tone={tone} data-tone={tone} title={TONE_NAMES[tone] || text} className={className}>
      {text || '–'}
    </Badge>
  );
}

const Sequence = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
`;

export interface FormSequenceProps {
  /** Results separated by hyphens, e.g. 'W-D-L' (spec §3). */
  value: string | null | undefined;
  className?: string;
}

/** A row of form badges for a hyphen-separated results string. */
export function FormSequence({ value, className }: FormSequenceProps) {
  const results = (value ?? '')
    .split('-')
    .map((result) => result.trim())
    .filter(Boolean);
  if (results.length === 0) return <span className={className}>N/A</span>;
  return (
    <Sequence className={className}>
      {results.map((result, index) => (
        // Position is the identity: the same letter repeats.
        <FormBadge key={index} result={result} />
      ))}
    </Sequence>
  );
}
