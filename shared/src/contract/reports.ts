import { type Static, Type } from 'typebox';
import { PageOf } from './common';
import { IsoDate, PipelineFigures } from './engine';

/**
 * Schemas of the admin's stored reports (Reports screen): UAT reports over a period of matches and pipeline
 * performance reports over a period of ingestion runs, each generated on demand by a background job, stored, and
 * downloadable as CSV.
 */

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const REPORT_KINDS = ['uat', 'pipeline'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
const ReportKindSchema = Type.Union([Type.Literal('uat'), Type.Literal('pipeline')]);

export const ReportRequestSchema = Type.Object(
  {
    kind: ReportKindSchema,
    /** First day of the period (a UAT report reads match dates; a pipeline report the days runs started, UTC). */
    from: IsoDate,
    /** Last day of the period, included (a period of at most REPORT_MAX_DAYS days, see report-rules). */
    to: IsoDate,
  },
  { $id: 'ReportRequest', additionalProperties: false },
);
export type ReportRequest = Static<typeof ReportRequestSchema>;

/** What a UAT report measures over the matches of its period, as the engine's clock had revealed them. */
export const UatFiguresSchema = Type.Object(
  {
    /** Matches of the period that had kicked off by the engine's clock. */
    scheduled: Type.Integer(),
    /** Of those, the matches that had a published prediction and a bookmaker's pre-match 1X2 price before kick-off. */
    covered: Type.Integer(),
    /** covered / scheduled; null when no match was scheduled. */
    coverage: Nullable(Type.Number()),
    /** Matches of the period whose frozen prediction is settled (the result was known by the clock). */
    settled: Type.Integer(),
    /** Settled predictions whose favoured 1X2 outcome happened. */
    hits: Type.Integer(),
    /** hits / settled; null when none is settled. */
    accuracy: Nullable(Type.Number()),
    /** Mean ranked probability score of the settled predictions (lower is better). */
    rps: Nullable(Type.Number()),
  },
  { $id: 'UatFigures' },
);
export type UatFigures = Static<typeof UatFiguresSchema>;

/** The ingestion runs started in a pipeline report's period, counted as Pipeline Monitoring counts them. */
export const PipelineReportFiguresSchema = Type.Object(PipelineFigures, { $id: 'PipelineReportFigures' });
export type PipelineReportFigures = Static<typeof PipelineReportFiguresSchema>;

export const ReportSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: ReportKindSchema,
    /** running while the job works, then completed (figures set) or failed (error set). */
    status: Type.Union([Type.Literal('running'), Type.Literal('completed'), Type.Literal('failed')]),
    from: IsoDate,
    to: IsoDate,
    /** Share of the job done, 0 to 1. */
    progress: Type.Number({ minimum: 0, maximum: 1 }),
    /** UAT: the engine's instant the figures were computed at ("kicked off" and "settled" mean by then). */
    engineNow: Nullable(Type.String()),
    /** The admin who generated it. */
    createdBy: Type.String(),
    createdAt: Type.String(),
    finishedAt: Nullable(Type.String()),
    error: Nullable(Type.String()),
    /** Set on a completed UAT report. */
    uat: Nullable(UatFiguresSchema),
    /** Set on a completed pipeline report. */
    pipeline: Nullable(PipelineReportFiguresSchema),
  },
  { $id: 'Report' },
);
export type Report = Static<typeof ReportSchema>;

export const ReportPageSchema = PageOf(ReportSchema, 'ReportPage');
export type ReportPage = Static<typeof ReportPageSchema>;

export const ReportsQuerySchema = Type.Object(
  {
    kind: Type.Optional(ReportKindSchema),
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  },
  { additionalProperties: false },
);
export type ReportsQuery = Static<typeof ReportsQuerySchema>;
