// Build-time rendering of pages to HTML (react-dom/server): never part of a browser bundle (see tooling/webpack).
export {
  type PageQuery,
  type RenderedPage,
  type RenderPageOptions,
  type RequestRenderedPage,
  renderPage,
} from './render-page';
