export { buildAdmin, buildPackage, buildUser } from './fixtures';
export { type FetchMock, type MockReply, type MockRoute, mockFetch, type RecordedRequest } from './mock-fetch';
export {
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
  renderWithProviders,
} from './render-with-providers';
