import { DATE_PATTERN, EMAIL_PATTERN, PLAIN_TEXT_PATTERN, type ValidationIssue } from '@oddslab/shared/contract';

/** The parts of a schema-validation error we read (TypeBox and Ajv report the same fields). */
export interface SchemaValidationError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}

const KNOWN_PATTERNS: Record<string, string> = {
  [DATE_PATTERN]: 'must be a date in YYYY-MM-DD format',
  [EMAIL_PATTERN]: 'must be a valid email address',
  [PLAIN_TEXT_PATTERN]: 'must not contain < or >',
};

const toField = (instancePath: string): string =>
  instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.').replace(/~1/g, '/').replace(/~0/g, '~');

const join = (parent: string, child: string) => (parent ? `${parent}.${child}` : child);

/** Lower rank wins when one field failed several ways (e.g. each branch of a union). */
function describe(error: SchemaValidationError): { rank: number; message: string } | null {
  const { keyword, params } = error;
  switch (keyword) {
    case 'minLength':
      return {
        rank: 0,
        message: params.limit === 1 ? 'must not be empty' : `must be at least ${params.limit} characters`,
      };
    case 'maxLength':
      return { rank: 0, message: `must be at most ${params.limit} characters` };
    case 'pattern':
      return { rank: 0, message: KNOWN_PATTERNS[String(params.pattern)] ?? 'has an invalid format' };
    case 'minimum':
      return { rank: 0, message: `must be at least ${params.limit}` };
    case 'maximum':
      return { rank: 0, message: `must be at most ${params.limit}` };
    case 'minItems':
      return { rank: 0, message: `must have at least ${params.limit} items` };
    case 'maxItems':
      return { rank: 0, message: `must have at most ${params.limit} items` };
    case 'uniqueItems':
      return { rank: 0, message: 'must not contain duplicates' };
    // After pattern: a value in the wrong form hears about the form first, a well-formed 2024-02-30 about the date.
    case 'format':
      return {
        rank: 1,
        message:
          params.format === 'date' ? 'must be a real calendar date (YYYY-MM-DD)' : `must be a valid ${params.format}`,
      };
    case 'const':
      return { rank: 1, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'enum':
      return {
        rank: 1,
        message: Array.isArray(params.allowedValues)
          ? `must be one of ${params.allowedValues.join(', ')}`
          : 'is not an allowed value',
      };
    case 'type':
      return { rank: 2, message: `must be ${params.type === 'integer' ? 'an integer' : `a ${params.type}`}` };
    default:
      return null;
  }
}

/** Turns schema errors into one `{ field, message }` per failing field, in a readable form. */
export function toValidationIssues(errors: SchemaValidationError[]): ValidationIssue[] {
  const issues = new Map<string, { rank: number; message: string; allowed: unknown[] }>();
  const add = (field: string, rank: number, message: string, allowed?: unknown) => {
    const current = issues.get(field);
    if (!current) {
      issues.set(field, { rank, message, allowed: allowed === undefined ? [] : [allowed] });
      return;
    }
    if (allowed !== undefined) current.allowed.push(allowed);
    if (rank < current.rank) Object.assign(current, { rank, message });
  };

  for (const error of errors) {
    const field = toField(error.instancePath);
    if (error.keyword === 'required') {
      const missing = (error.params.requiredProperties ?? [error.params.missingProperty]) as string[];
      for (const property of missing) add(join(field, property), -1, 'is required');
    } else if (error.keyword === 'additionalProperties') {
      const extra = (error.params.additionalProperties ?? [error.params.additionalProperty]) as string[];
      for (const property of extra) add(join(field, property), -1, 'is not an allowed field');
    } else if (error.keyword === 'boolean' && error.schemaPath.endsWith('additionalProperties')) {
      add(field, -1, 'is not an allowed field');
    } else {
      const described = describe(error);
      if (described)
        add(
          field || '(root)',
          described.rank,
          described.message,
          error.keyword === 'const' ? error.params.allowedValue : undefined,
        );
      else add(field || '(root)', 3, error.message ?? 'is invalid');
    }
  }

  return [...issues.entries()].map(([field, issue]) => ({
    field,
    message:
      issue.rank === 1 && issue.allowed.length > 1
        ? `must be one of ${issue.allowed.map((value) => JSON.stringify(value)).join(', ')}`
        : issue.message,
  }));
}
