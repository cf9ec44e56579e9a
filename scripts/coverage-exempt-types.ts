/**
 * Exported types that `npm run check:coverage` does not require a page to document, by entry point, each with the
 * reason: helpers the package exports for its own declarations, which a reader never writes. At most 10% of an
 * entry point's types (EXEMPT_TYPES_BUDGET in check-coverage.ts).
 */
export const exemptTypes: Record<string, Record<string, string>> = {
  '@reduxjs/toolkit': {
    TSHelpersExtractDispatchExtensions:
      'Computes the dispatch extensions of a middleware tuple for EnhancedStore and DynamicDispatch; readers get it through inference',
    Actions:
      'Marked @deprecated in the declarations: "only used for internal inference purposes"; a map of action types to actions',
    CaseReducers:
      'Marked @deprecated in the declarations: an internal inference helper from the removed object notation of createReducer',
    GetState:
      'Reads `state` out of a thunk or withTypes config type (`Config["state"]` or unknown); used inside the declarations of GetThunkAPI and AddMiddleware',
    GetDispatch:
      'Reads `dispatch` out of a withTypes config type, falling back to Dispatch; used inside the declarations of the dynamic middleware',
  },
}
