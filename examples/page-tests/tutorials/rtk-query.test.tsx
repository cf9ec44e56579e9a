import assert from 'node:assert/strict'
import { test } from 'node:test'
import { fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import App from '@page/tutorials/rtk-query/App'
import { store } from '@page/tutorials/rtk-query/app/store'
import { Pokemon } from '@page/tutorials/rtk-query/features/pokemon/Pokemon'

// The store is created once for this file, so its cache carries over from one test to the next, as in the app.
// Clicks use fireEvent, which returns right after React has rendered the click: userEvent's click waits long
// enough for the in-process fake API to answer, which would hide the "Loading..." state a reader sees.

test('the app loads Bulbasaur, then Charmander, and shows Bulbasaur again at once from the cache', async () => {
  render(
    <Provider store={store}>
      <App />
    </Provider>,
  )

  // "Loading..." first, then the name, sprite and types
  assert.ok(screen.getByText('Loading...'))
  const bulbasaur = await screen.findByRole('img', { name: 'bulbasaur' })
  assert.equal(
    bulbasaur.getAttribute('src'),
    'https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/1.png',
  )
  assert.ok(screen.getByText('bulbasaur (grass)'))
  assert.equal(screen.getByRole('button', { name: 'bulbasaur' }).getAttribute('aria-pressed'), 'true')

  // A Pokémon that is not in the cache yet: "Loading...", then its data
  fireEvent.click(screen.getByRole('button', { name: 'charmander' }))
  assert.ok(screen.getByText('Loading...'))
  assert.equal(screen.queryByRole('img', { name: 'bulbasaur' }), null)
  assert.ok(await screen.findByRole('img', { name: 'charmander' }))
  assert.ok(screen.getByText('charmander (fire)'))

  // Back to Bulbasaur: shown in the same render as the click, without "Loading..." and without a new request
  const bulbasaurEntry = () => store.getState().pokemonApi.queries['getPokemonByName("bulbasaur")']
  const firstRequest = bulbasaurEntry()?.requestId
  fireEvent.click(screen.getByRole('button', { name: 'bulbasaur' }))
  assert.ok(screen.getByRole('img', { name: 'bulbasaur' }))
  assert.equal(screen.queryByText('Loading...'), null)
  await new Promise((resolve) => setTimeout(resolve, 100))
  assert.equal(bulbasaurEntry()?.requestId, firstRequest)
  assert.equal(bulbasaurEntry()?.status, 'fulfilled')

  // One cache entry per argument
  assert.deepEqual(Object.keys(store.getState().pokemonApi.queries), [
    'getPokemonByName("bulbasaur")',
    'getPokemonByName("charmander")',
  ])
})

test('a name PokeAPI does not know shows the not-found message', async () => {
  render(
    <Provider store={store}>
      <Pokemon name="missingno" />
    </Provider>,
  )

  assert.ok(screen.getByText('Loading...'))
  const alert = await screen.findByRole('alert')
  assert.equal(alert.textContent, 'There is no Pokémon named "missingno".')
  assert.equal(screen.queryByRole('img'), null)
})
