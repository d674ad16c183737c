import { type Static, type TSchema, Type } from 'typebox';
import { RecordIdSchema } from './patterns';

/** One failing field of a rejected request. */
export const ValidationIssueSchema = Type.Object(
  { field: Type.String(), message: Type.String() },
  { $id: 'ValidationIssue', additionalProperties: false },
);
export type ValidationIssue = Static<typeof ValidationIssueSchema>;

/** Every error the API returns. Validation errors carry `ValidationIssue[]` in `details`. */
export const ApiErrorSchema = Type.Object(
  {
    message: Type.String(),
    status: Type.Integer(),
    details: Type.Unknown(),
    /** Only on logout failures (spec §8 reads the server's `error` field there); same text as `message`. */
    error: Type.Optional(Type.String()),
  },
  { $id: 'ApiError' },
);
export type ApiError = Static<typeof ApiErrorSchema>;

export const MessageResponseSchema = Type.Object(
  { message: Type.String() },
  { $id: 'MessageResponse', additionalProperties: false },
);
export type MessageResponse = Static<typeof MessageResponseSchema>;

/** Path parameter `{id}`: a positive integer (non-numeric → 400). */
export const IdParamsSchema = Type.Object({ id: RecordIdSchema }, { additionalProperties: false });
export type IdParams = Static<typeof IdParamsSchema>;

export const SortDirectionSchema = Type.Union([Type.Literal('ASC'), Type.Literal('DESC')]);
export type SortDirection = Static<typeof SortDirectionSchema>;

/** Zero-based page query of a `/page` endpoint whose `sort` may name one of `columns`. */
export const PageQueryOf = (columns: readonly string[]) =>
  Type.Object(
    {
      page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
      size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
      sort: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: [...columns] })),
      direction: Type.Optional(SortDirectionSchema),
    },
    { additionalProperties: false },
  );
export interface PageQuery {
  page?: number;
  size?: number;
  sort?: string;
  direction?: SortDirection;
}

/** A page of `item`: `{ content, totalPages, totalElements, page, size }`. */
export const PageOf = <T extends TSchema>(item: T, $id: string) =>
  Type.Object(
    {
      content: Type.Array(item),
      totalPages: Type.Integer(),
      totalElements: Type.Integer(),
      page: Type.Integer(),
      size: Type.Integer(),
    },
    { $id },
  );
export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  page: number;
  size: number;
}

export const HealthSchema = Type.Object(
  { status: Type.Literal('ok'), database: Type.Literal('up'), uptimeSeconds: Type.Number() },
  { $id: 'Health' },
);
export type Health = Static<typeof HealthSchema>;
