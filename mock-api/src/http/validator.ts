import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

const INTEGER_TEXT = /^-?\d{1,15}$/;
const NUMBER_TEXT = /^-?\d{1,15}(\.\d+)?$/;

interface PropertySchema {
  type?: string;
}

/**
 * Path and query values arrive as text. Only text that is exactly an integer/number/boolean is converted,
 * so "1.5" or "12abc" for an integer stays text and fails validation (TypeBox's own conversion truncates).
 */
function convertText(schema: TSchema, value: unknown): unknown {
  const properties = (schema as { properties?: Record<string, PropertySchema> }).properties;
  if (!properties || typeof value !== 'object' || value === null) return value;
  const converted: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, raw] of Object.entries(converted)) {
    const type = properties[key]?.type;
    if (typeof raw !== 'string') continue;
    if (type === 'integer' && INTEGER_TEXT.test(raw)) converted[key] = Number(raw);
    else if (type === 'number' && NUMBER_TEXT.test(raw)) converted[key] = Number(raw);
    else if (type === 'boolean' && (raw === 'true' || raw === 'false')) converted[key] = raw === 'true';
  }
  return converted;
}

/** TypeBox validation for every request part; bodies are never coerced. */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  return (value) => {
    const candidate = httpPart === 'body' ? value : convertText(schema, value);
    if (check.Check(candidate)) return { value: candidate };
    return { error: check.Errors(candidate) as never };
  };
};
