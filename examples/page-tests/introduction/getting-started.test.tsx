import assert from 'node:assert/strict'
import { test } from 'node:test'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { store } from '@page/introduction/getting-started/app/store'
import { Counter } from '@page/introduction/getting-started/features/counter/Counter'
import { PokemonCard } from '@page/introduction/getting-started/features/pokemon/PokemonCard'

test('the counter shows the count, and "+" and "-" change it', async () => {
  render(
    <Provider store={store}>
      <Counter />
    </Provider>,
  )
  assert.ok(screen.getByText('0'))
  await userEvent.click(screen.getByRole('button', { name: '+' }))
  await userEvent.click(screen.getByRole('button', { name: '+' }))
  assert.ok(screen.getByText('2'))
  await userEvent.click(screen.getByRole('button', { name: '-' }))
  assert.ok(screen.getByText('1'))
})

test('the Pokémon card says "Loading..." and then how tall the Pokémon is', async () => {
  render(
    <Provider store={store}>
      <PokemonCard name="pikachu" />
    </Provider>,
  )
  assert.ok(screen.getByText('Loading...'))
  assert.ok(await screen.findByText('pikachu is 40 cm tall.'))
})

test('the Pokémon card says it could not load a name the API does not know', async () => {
  render(
    <Provider store={store}>
      <PokemonCard name="missingno" />
    </Provider>,
  )
  assert.ok(await screen.findByText('Could not load missingno.'))
})
