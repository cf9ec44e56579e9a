// The objects readers use whose types are instantiated per app (an API slice's `util`, an endpoint, a hook's result,
// what `dispatch` returns): the declared generic types do not list their members, so a small app names them here,
// and the release surface reads this module as the entry point `(probes)`. It must compile on every 2.x release
// the check compares; where a release rejects it, the report shows the compiler's errors instead.
export const RTK_PROBES = `
import { configureStore, createAsyncThunk, createListenerMiddleware, createSlice } from '@reduxjs/toolkit'
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

interface Post { id: number; title: string }

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  tagTypes: ['Post'],
  endpoints: (build) => ({
    getPost: build.query<Post, number>({ query: (id) => 'posts/' + id }),
    addPost: build.mutation<Post, { title: string }>({ query: (body) => ({ url: 'posts', method: 'POST', body }) }),
    listPosts: build.infiniteQuery<Post[], void, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: () => undefined },
      query: ({ pageParam }) => 'posts?page=' + pageParam,
    }),
  }),
})
const slice = createSlice({ name: 'counter', initialState: 0, reducers: { incremented: (state) => state + 1 } })
const fetchCount = createAsyncThunk('counter/fetch', async (amount: number) => amount)
const listener = createListenerMiddleware()
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer, counter: slice.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listener.middleware).concat(api.middleware),
})
const queryRequest = store.dispatch(api.endpoints.getPost.initiate(1))
const mutationRequest = store.dispatch(api.endpoints.addPost.initiate({ title: 'x' }))
const infiniteRequest = store.dispatch(api.endpoints.listPosts.initiate())
const thunkRequest = store.dispatch(fetchCount(1))

export type ApiSlice = typeof api
export type ApiUtil = typeof api.util
export type QueryEndpoint = typeof api.endpoints.getPost
export type MutationEndpoint = typeof api.endpoints.addPost
export type InfiniteQueryEndpoint = typeof api.endpoints.listPosts
// Called, not ReturnType<> of the hook: a hook's result type parameter takes its default only in a call
const useQuery = () => api.useGetPostQuery(1, { pollingInterval: 0 })
const useQueryState = () => api.endpoints.getPost.useQueryState(1)
const useLazyQuery = () => api.useLazyGetPostQuery()
const useMutation = () => api.useAddPostMutation()
const useInfiniteQuery = () => api.useListPostsInfiniteQuery()
export type UseQueryResult = ReturnType<typeof useQuery>
export type UseQueryOptions = NonNullable<Parameters<typeof api.useGetPostQuery>[1]>
export type UseQueryStateResult = ReturnType<typeof useQueryState>
export type UseLazyQueryTrigger = ReturnType<typeof useLazyQuery>[0]
export type UseLazyQueryResult = ReturnType<typeof useLazyQuery>[1]
export type UseMutationTrigger = ReturnType<typeof useMutation>[0]
export type UseMutationResult = ReturnType<typeof useMutation>[1]
export type UseMutationOptions = NonNullable<Parameters<typeof api.useAddPostMutation>[0]>
export type UseInfiniteQueryResult = ReturnType<typeof useInfiniteQuery>
export type UseInfiniteQueryOptions = NonNullable<Parameters<typeof api.useListPostsInfiniteQuery>[1]>
export type QueryRequest = typeof queryRequest
export type MutationRequest = typeof mutationRequest
export type InfiniteQueryRequest = typeof infiniteRequest
export type ThunkRequest = typeof thunkRequest
export type Slice = typeof slice
export type ListenerMiddleware = typeof listener
export type Store = typeof store
`;
