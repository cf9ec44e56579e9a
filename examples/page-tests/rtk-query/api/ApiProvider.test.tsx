import assert from 'node:assert/strict'
import { test } from 'node:test'
import { Component } from 'react'
import type { ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import { App } from '@page/rtk-query/api/ApiProvider/App'
import { PokemonApiRoot } from '@page/rtk-query/api/ApiProvider/PokemonApiRoot'
import { WidgetApp } from '@page/rtk-query/api/ApiProvider/WidgetApp'
import { WrongSetup } from '@page/rtk-query/api/ApiProvider/WrongSetup'

class ErrorBoundary extends Component<{ children: ReactNode }, { message: string | null }> {
  state = { message: null as string | null }
  static getDerivedStateFromError(error: Error) {
    return { message: error.message }
  }
  render() {
    return this.state.message === null ? this.props.children : <p role="alert">{this.state.message}</p>
  }
}

test('App shows Loading..., then pikachu and the failure for pikachoo', async () => {
  render(<App />)
  assert.equal(screen.getAllByText('Loading...').length, 2)
  assert.ok(await screen.findByText('#25 pikachu'))
  assert.ok(await screen.findByText('Could not load pikachoo'))
})

test('ApiProvider with a custom setupListeners handler provides the API to its children', async () => {
  const { pokemonApi } = await import('@page/rtk-query/api/ApiProvider/App')
  function Name() {
    const { data } = pokemonApi.useGetPokemonByNameQuery('squirtle')
    return <p>{data ? data.name : 'Loading...'}</p>
  }
  render(
    <PokemonApiRoot>
      <Name />
    </PokemonApiRoot>,
  )
  assert.ok(await screen.findByText('squirtle'))
})

test('WidgetApp: ApiProvider with its own context inside an app Provider renders "3 todos"', async () => {
  render(<WidgetApp />)
  assert.ok(screen.getByText('Loading todos...'))
  assert.ok(await screen.findByText('3 todos'))
})

test('WrongSetup throws the "Existing Redux context detected" error', async () => {
  const originalError = console.error
  console.error = () => {}
  try {
    render(
      <ErrorBoundary>
        <WrongSetup />
      </ErrorBoundary>,
    )
  } finally {
    console.error = originalError
  }
  assert.equal(
    screen.getByRole('alert').textContent,
    'Existing Redux context detected. If you already have a store set up, please use the traditional Redux setup.',
  )
  assert.equal(screen.queryByText('Never rendered'), null)
})
