// Types for the jest-dom matchers that jest.setup.ts installs (toBeInTheDocument, toHaveTextContent, …).
/// <reference types="@testing-library/jest-dom" />
