import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// One sidebar, named `docs`, holds every page of the site (spec section 2).
const sidebars: SidebarsConfig = {
  docs: [
    {
      type: 'category',
      label: 'Introduction',
      collapsed: false,
      items: ['introduction/getting-started'],
    },
    {
      type: 'category',
      label: 'Tutorials',
      collapsed: false,
      items: [
        'tutorials/overview',
        'tutorials/quick-start',
        'tutorials/typescript',
        'tutorials/rtk-query',
      ],
    },
    {
      type: 'category',
      label: 'Using Redux Toolkit',
      collapsed: false,
      items: [
        'usage/usage-guide',
        'usage/usage-with-typescript',
        'usage/immer-reducers',
      ],
    },
    {
      type: 'category',
      label: 'API Reference',
      collapsed: false,
      items: [
        'api/configureStore',
        'api/getDefaultMiddleware',
        'api/immutabilityMiddleware',
        'api/serializabilityMiddleware',
        'api/createReducer',
        'api/createAction',
        'api/createSlice',
        'api/createAsyncThunk',
        'api/createEntityAdapter',
        'api/createSelector',
        'api/matching-utilities',
        'api/other-exports',
      ],
    },
    {
      type: 'category',
      label: 'RTK Query',
      collapsed: false,
      items: [
        'rtk-query/overview',
        'rtk-query/comparison',
        'rtk-query/usage-with-typescript',
        {
          type: 'category',
          label: 'Using RTK Query',
          items: [
            'rtk-query/usage/queries',
            'rtk-query/usage/mutations',
            'rtk-query/usage/cache-behavior',
            'rtk-query/usage/automated-refetching',
            'rtk-query/usage/manual-cache-updates',
            'rtk-query/usage/conditional-fetching',
            'rtk-query/usage/pagination',
            'rtk-query/usage/polling',
            'rtk-query/usage/prefetching',
            'rtk-query/usage/streaming-updates',
            'rtk-query/usage/error-handling',
            'rtk-query/usage/customizing-queries',
            'rtk-query/usage/customizing-create-api',
            'rtk-query/usage/code-splitting',
            'rtk-query/usage/code-generation',
            'rtk-query/usage/usage-without-react-hooks',
            'rtk-query/usage/migrating-to-rtk-query',
            'rtk-query/usage/examples',
          ],
        },
        {
          type: 'category',
          label: 'API Reference',
          items: [
            'rtk-query/api/createApi',
            'rtk-query/api/fetchBaseQuery',
            'rtk-query/api/ApiProvider',
            'rtk-query/api/setupListeners',
            {
              type: 'category',
              label: 'Generated API Slices',
              items: [
                'rtk-query/api/created-api/overview',
                'rtk-query/api/created-api/redux-integration',
                'rtk-query/api/created-api/endpoints',
                'rtk-query/api/created-api/code-splitting',
                'rtk-query/api/created-api/cache-management-utils',
                'rtk-query/api/created-api/hooks',
              ],
            },
          ],
        },
      ],
    },
  ],
};

module.exports = sidebars;
