// Build-time rendering of pages to HTML (react-dom/server): never part of a browser bundle (see tooling/webpack).
export { type RenderedPage, type RenderPageOptions, renderPage } from './render-page';
