export {
  buildAdmin,
  buildClock,
  buildFixture,
  buildPackage,
  buildPipelineBucket,
  buildPipelineRun,
  buildPipelineSummary,
  buildRecommendation,
  buildRecommendationSummary,
  buildSettledFigures,
  buildUser,
} from './fixtures';
export { renderSignedInArea, setViewportWidth } from './layout-testing';
export { type FetchMock, type MockReply, type MockRoute, mockFetch, type RecordedRequest } from './mock-fetch';
export {
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
  renderWithProviders,
} from './render-with-providers';
