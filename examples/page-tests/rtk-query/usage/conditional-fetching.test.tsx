import assert from 'node:assert/strict'
import { afterEach, test } from 'node:test'
import type { ReactNode } from 'react'
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { holdRequests, server } from '../../setup/fake-api'
import { makeStore } from '@page/rtk-query/usage/conditional-fetching/app/store'
import { pokemonApi, useGetPokemonByNameQuery } from '@page/rtk-query/usage/conditional-fetching/services/pokemon'
import { PokemonPicker } from '@page/rtk-query/usage/conditional-fetching/features/PokemonPicker'
import { PokemonCard } from '@page/rtk-query/usage/conditional-fetching/features/PokemonCard'
import { FeaturedPokemon } from '@page/rtk-query/usage/conditional-fetching/features/FeaturedPokemon'

// Every test gets a fresh store. The fake API's events give the requests it received, and when each one was answered.

let events: string[] = []
const path = (request: Request) => {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}
server.events.on('request:start', ({ request }) => {
  events.push(`start ${path(request)}`)
})
server.events.on('response:mocked', ({ request }) => {
  events.push(`answered ${path(request)}`)
})
afterEach(() => {
  events = []
})
const requests = () => events.filter((event) => event.startsWith('start '))
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

function renderWithStore(ui: ReactNode) {
  const store = makeStore()
  render(<Provider store={store}>{ui}</Provider>)
  return store
}

test('skipToken: PokemonPicker sends no request until a Pokémon is picked, then shows it', async () => {
  renderWithStore(<PokemonPicker />)
  assert.ok(screen.getByText('Pick a Pokémon to see its details.'))
  await settle()
  assert.deepEqual(requests(), [])

  fireEvent.click(screen.getByRole('button', { name: 'pikachu' }))
  assert.ok(await screen.findByText('Loading pikachu...'))
  const list = await screen.findByLabelText('pikachu')
  assert.deepEqual(
    Array.from(list.querySelectorAll('dd')).map((dd) => dd.textContent),
    ['25', 'electric', '0.4 m'],
  )
  assert.deepEqual(requests(), ['start /api/v2/pokemon/pikachu'])

  await userEvent.click(screen.getByRole('button', { name: 'bulbasaur' }))
  await screen.findByLabelText('bulbasaur')
  // picked again: the cached entry, no request
  await userEvent.click(screen.getByRole('button', { name: 'pikachu' }))
  assert.ok(screen.getByLabelText('pikachu'))
  assert.deepEqual(requests(), ['start /api/v2/pokemon/pikachu', 'start /api/v2/pokemon/bulbasaur'])
})

test('skipToken: a later pick shows "Loading bulbasaur...", not the Pokémon picked before', async () => {
  renderWithStore(<PokemonPicker />)
  fireEvent.click(screen.getByRole('button', { name: 'pikachu' }))
  assert.ok(await screen.findByLabelText('pikachu'))

  // PokemonDetails stays mounted and only its name changes; bulbasaur's answer waits for release()
  const { release } = holdRequests('get', 'https://pokeapi.co/api/v2/pokemon/bulbasaur')
  fireEvent.click(screen.getByRole('button', { name: 'bulbasaur' }))
  assert.ok(await screen.findByText('Loading bulbasaur...'))
  assert.equal(screen.queryByLabelText('pikachu'), null)
  release()
  assert.ok(await screen.findByLabelText('bulbasaur'))
})

test('skip option: PokemonCard fetches only on "Show details"; hiding and showing again uses the cache', async () => {
  renderWithStore(<PokemonCard name="charmander" />)
  assert.ok(screen.getByRole('heading', { name: 'charmander' }))
  await settle()
  assert.deepEqual(requests(), [])

  fireEvent.click(screen.getByRole('button', { name: 'Show details' }))
  assert.ok(await screen.findByText('Loading...'))
  assert.ok(await screen.findByText('Weight: 8.5 kg'))

  await userEvent.click(screen.getByRole('button', { name: 'Hide details' }))
  assert.equal(screen.queryByText(/Weight/), null)
  await userEvent.click(screen.getByRole('button', { name: 'Show details' }))
  assert.ok(screen.getByText('Weight: 8.5 kg'))
  assert.equal(screen.queryByText('Loading...'), null)
  assert.deepEqual(requests(), ['start /api/v2/pokemon/charmander'])
})

// The table "skip and skipToken compared", for both forms.
type Form = 'skip' | 'skipToken'
function useSkippable(form: Form, name: string, skipped: boolean) {
  return form === 'skip'
    ? useGetPokemonByNameQuery(name, { skip: skipped })
    : useGetPokemonByNameQuery(skipped ? skipToken : name)
}
const fields = (r: ReturnType<typeof useGetPokemonByNameQuery>) => ({
  isUninitialized: r.isUninitialized,
  isSuccess: r.isSuccess,
  isLoading: r.isLoading,
  isFetching: r.isFetching,
  data: r.data?.name,
  currentData: r.currentData?.name,
})

for (const form of ['skip', 'skipToken'] as const) {
  test(`${form}: skipped from the first render, with and without a cached entry, and after data`, async () => {
    const store = makeStore()
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
    const empty = {
      isUninitialized: true,
      isSuccess: false,
      isLoading: false,
      isFetching: false,
      data: undefined,
      currentData: undefined,
    }

    const first = renderHook(() => useSkippable(form, 'squirtle', true), { wrapper })
    await settle()
    assert.deepEqual(fields(first.result.current), empty)
    assert.deepEqual(requests(), [])
    assert.throws(() => first.result.current.refetch(), /Cannot refetch a query that has not been started yet/)

    // another subscriber caches squirtle; the skipped hook still returns the empty state
    const other = store.dispatch(pokemonApi.endpoints.getPokemonByName.initiate('squirtle'))
    await other
    first.rerender()
    assert.deepEqual(fields(first.result.current), empty)
    other.unsubscribe()
    first.unmount()

    // a hook that had data, then is skipped
    const later = renderHook(({ skipped }: { skipped: boolean }) => useSkippable(form, 'pikachu', skipped), {
      wrapper,
      initialProps: { skipped: false },
    })
    await waitFor(() => assert.equal(later.result.current.currentData?.name, 'pikachu'))
    later.rerender({ skipped: true })
    assert.deepEqual(fields(later.result.current), {
      isUninitialized: true,
      isSuccess: true,
      isLoading: false,
      isFetching: false,
      data: 'pikachu',
      currentData: undefined,
    })
    assert.throws(() => later.result.current.refetch(), /Cannot refetch a query that has not been started yet/)
    // the skipped hook holds no subscription. The store's copy of the subscriptions is updated at most every
    // 500 ms, so wait longer than that; an entry with no subscriber stays listed with an empty object.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 600))
    })
    const subscriptions = store.getState().pokemonApi.subscriptions
    assert.ok('getPokemonByName("pikachu")' in subscriptions, 'the subscriptions have been synced to the store')
    assert.deepEqual(
      Object.values(subscriptions).flatMap((subscribers) => Object.keys(subscribers ?? {})),
      [],
    )
  })
}

test('dependent queries: FeaturedPokemon requests the details only after the list has answered', async () => {
  renderWithStore(<FeaturedPokemon />)
  assert.ok(screen.getByText('Loading the featured Pokémon...'))
  assert.ok(await screen.findByText('Featured: #1 bulbasaur (grass)'))
  assert.deepEqual(events, [
    'start /api/v2/pokemon?offset=0&limit=1',
    'answered /api/v2/pokemon?offset=0&limit=1',
    'start /api/v2/pokemon/bulbasaur',
    'answered /api/v2/pokemon/bulbasaur',
  ])
})
