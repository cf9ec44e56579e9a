/**
 * Exports that `npm run check:coverage` does not require a page to document, by what the check calls them (an entry
 * point's values, or its types with " (types)"), each with the reason: helpers and markers the package exports for
 * its own code and declarations, which a reader never writes. At most 10% of each (EXEMPT_BUDGET in
 * check-coverage.ts).
 */
export const exemptions: Record<string, Record<string, string>> = {
  '@reduxjs/toolkit (types)': {
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
  '@reduxjs/toolkit/query': {
    _NEVER: 'A unique symbol the package uses as a type-level marker for "no value"; never used in application code',
  },
  '@reduxjs/toolkit/query (types)': {
    TSHelpersId: 'Flattens an intersection type for readable hover text inside the declarations',
    TSHelpersOverride: 'Replaces the keys of one object type with another inside the declarations',
  },
  '@reduxjs/toolkit/query/react': {
    UNINITIALIZED_VALUE:
      'The sentinel the React hooks compare against before their first argument is known; internal to the hooks',
  },
}
