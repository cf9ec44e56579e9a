import assert from 'node:assert/strict'
import { test } from 'node:test'
import { Component } from 'react'
import type { ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider, useSelector } from 'react-redux'
import { App } from '@page/rtk-query/usage/customizing-create-api/App'
import { store } from '@page/rtk-query/usage/customizing-create-api/app/store'
import type { RootState } from '@page/rtk-query/usage/customizing-create-api/app/store'
import { WidgetContext } from '@page/rtk-query/usage/customizing-create-api/widget/widgetContext'
import { widgetStore } from '@page/rtk-query/usage/customizing-create-api/widget/widgetStore'
import { PostsWidget } from '@page/rtk-query/usage/customizing-create-api/widget/PostsWidget'
import { renderPosts } from '@page/rtk-query/usage/customizing-create-api/server/renderPosts'

class ErrorBoundary extends Component<{ children: ReactNode }, { message: string | null }> {
  state = { message: null as string | null }
  static getDerivedStateFromError(error: Error) {
    return { message: error.message }
  }
  render() {
    return this.state.message === null ? this.props.children : <p role="alert">{this.state.message}</p>
  }
}

// First, while the fake API still has its five posts
test('renderPosts: the first pass starts the query, the second renders "5 posts"', async () => {
  const { firstPass, html } = await renderPosts()
  assert.equal(firstPass, '<p>Loading...</p>')
  assert.equal(html, '<p>5 posts</p>')
})

test('App greets Ada from the app store and the widget lists the posts from its own store', async () => {
  render(<App />)
  assert.ok(screen.getByRole('heading', { name: 'Hello, Ada' }))
  assert.ok(screen.getByText('Loading posts...'))
  await screen.findByText('Hello Redux Toolkit')
  assert.equal(screen.getAllByRole('listitem').length, 5)
  assert.deepEqual(Object.keys(store.getState()), ['user'])
  assert.deepEqual(Object.keys(widgetStore.getState()), ['postsApi'])
})

test('"Add a post" saves through the widget hooks and the list refetches to six posts', async () => {
  render(<App />)
  await screen.findByText('Hello Redux Toolkit')
  await userEvent.click(screen.getByRole('button', { name: 'Add a post' }))
  assert.ok(await screen.findByText('Sent through the widget'))
  assert.equal(screen.getAllByRole('listitem').length, 6)
})

test('below the widget Provider, the app useSelector still reads the app store, and the widget hooks the widget store', async () => {
  function UserName() {
    const name = useSelector((state: RootState) => state.user.name)
    return <p>User: {name}</p>
  }
  render(
    <Provider store={store}>
      <Provider context={WidgetContext} store={widgetStore}>
        <UserName />
        <PostsWidget />
      </Provider>
    </Provider>,
  )
  assert.ok(screen.getByText('User: Ada'))
  assert.ok(await screen.findByText('Hello Redux Toolkit'))
})

test('PostsWidget under the app Provider only, without the WidgetContext Provider, throws', () => {
  const originalError = console.error
  console.error = () => {}
  try {
    render(
      <Provider store={store}>
        <ErrorBoundary>
          <PostsWidget />
        </ErrorBoundary>
      </Provider>,
    )
  } finally {
    console.error = originalError
  }
  assert.equal(
    screen.getByRole('alert').textContent,
    'could not find react-redux context value; please ensure the component is wrapped in a <Provider>',
  )
})
