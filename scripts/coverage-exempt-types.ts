/**
 * Exported types that `npm run check:coverage` does not require a page to document, by entry point, each with the
 * reason: helpers the package exports for its own declarations, which a reader never writes. At most 10% of an
 * entry point's types (EXEMPT_TYPES_BUDGET in check-coverage.ts).
 */
export const exemptTypes: Record<string, Record<string, string>> = {
  '@reduxjs/toolkit': {},
}
