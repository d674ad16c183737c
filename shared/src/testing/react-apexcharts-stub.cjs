// Jest stand-in for react-apexcharts: apexcharts needs SVG layout that jsdom lacks. It renders the
// chart's type and series as data so component tests can still assert what would be drawn.
const { createElement } = require('react');

function ReactApexChartStub(props) {
  return createElement('div', {
    'data-testid': 'apex-chart',
    'data-type': props.type,
    'data-series': JSON.stringify(props.series ?? []),
    'data-labels': JSON.stringify(props.options?.labels ?? []),
  });
}

module.exports = { __esModule: true, default: ReactApexChartStub };
