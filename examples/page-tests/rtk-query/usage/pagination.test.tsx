import assert from 'node:assert/strict'
import { beforeEach, test } from 'node:test'
import type { ReactNode } from 'react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { makeStore } from '@page/rtk-query/usage/pagination/store'
import { PokemonPager } from '@page/rtk-query/usage/pagination/PokemonPager'
import { Feed } from '@page/rtk-query/usage/pagination/Feed'
import { delay, http, HttpResponse } from 'msw'
import { recordRequests, server } from '../../setup/fake-api'

// Each test gets a fresh store, so every list starts from its first page.
function renderWithStore(ui: ReactNode) {
  render(<Provider store={makeStore()}>{ui}</Provider>)
}

// Requests the fake API receives during a test.
let requests: string[] = []
beforeEach(() => {
  requests = recordRequests()
})

// happy-dom has an IntersectionObserver that never reports. This double records what is observed and reports
// those elements as visible when the test "scrolls" with scrollToBottom().
class TestIntersectionObserver {
  static active = new Set<TestIntersectionObserver>()
  private targets = new Set<Element>()
  constructor(private callback: IntersectionObserverCallback) {
    TestIntersectionObserver.active.add(this)
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
    TestIntersectionObserver.active.delete(this)
  }
  takeRecords() {
    return []
  }
  report() {
    const entries = [...this.targets].map((target) => ({ target, isIntersecting: true }))
    if (entries.length) this.callback(entries as unknown as IntersectionObserverEntry[], this as never)
  }
}
globalThis.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver

function scrollToBottom() {
  act(() => {
    for (const observer of [...TestIntersectionObserver.active]) observer.report()
  })
}

const names = () => screen.getAllByRole('listitem').map((item) => item.textContent)

test('PokemonPager: the previous page stays dimmed while the next loads, and going back uses the cache', async () => {
  renderWithStore(<PokemonPager />)
  assert.ok(screen.getByText('Loading...'))
  await screen.findByText('bulbasaur')
  assert.equal(names().length, 10)
  assert.equal(names().at(-1), 'caterpie')
  assert.ok(screen.getByText('Page 1 of 3'))
  assert.equal((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled, true)

  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  // checked at the moment the DOM changes, before the fake API answers: page 1's data, dimmed, no "Loading..."
  await waitFor(() => {
    assert.ok(screen.getByText('Page 2 of 3'))
    assert.ok(screen.getByText('bulbasaur'))
    assert.equal(screen.getByRole('list').style.opacity, '0.5')
    assert.equal(screen.queryByText('Loading...'), null)
  })
  await screen.findByText('metapod')
  assert.equal(names().at(-1), 'raticate')
  assert.equal(screen.getByRole('list').style.opacity, '1')
  assert.deepEqual(requests, ['GET /api/v2/pokemon?offset=0&limit=10', 'GET /api/v2/pokemon?offset=10&limit=10'])

  // back to page 1: from its cache entry, at full opacity, with no request
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
  assert.ok(screen.getByText('bulbasaur'))
  assert.ok(screen.getByText('Page 1 of 3'))
  assert.equal(screen.getByRole('list').style.opacity, '1')
  assert.equal(requests.length, 2)

  await userEvent.click(screen.getByRole('button', { name: 'Next' }))
  await userEvent.click(screen.getByRole('button', { name: 'Next' }))
  await screen.findByText('spearow')
  assert.equal(names().at(-1), 'nidorina')
  assert.ok(screen.getByText('Page 3 of 3'))
  assert.equal((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled, true)
})

test('Feed: scrolling the "Load more" button into view loads the next page until the end of the feed', async () => {
  renderWithStore(<Feed />)
  assert.ok(screen.getByText('Loading...'))
  await screen.findByText('Update number 25')
  assert.equal(names().length, 10)
  assert.equal(names().at(-1), 'Update number 16')

  scrollToBottom()
  await screen.findByText('Update number 15')
  assert.equal(names().length, 20)
  assert.equal(names().at(-1), 'Update number 6')

  scrollToBottom()
  await screen.findByText('Update number 1')
  assert.equal(names().length, 25)
  assert.ok(screen.getByText('You have seen every update.'))
  assert.equal(screen.queryByRole('button', { name: 'Load more' }), null)
  assert.deepEqual(requests, ['GET /feed', 'GET /feed?cursor=16', 'GET /feed?cursor=6'])
})

test('Feed: when the next page fails, the ten items stay with "Could not load more updates."; a click tries again', async () => {
  renderWithStore(<Feed />)
  await screen.findByText('Update number 25')
  server.use(
    http.get('https://api.example.com/feed', () => HttpResponse.json({ error: 'Status 500' }, { status: 500 }), {
      once: true,
    }),
  )

  scrollToBottom()
  assert.equal((await screen.findByRole('alert')).textContent, 'Could not load more updates.')
  assert.equal(names().length, 10)
  assert.equal(screen.queryByText('Could not load the feed.'), null)
  // the button is still in view, but only a click tries again
  scrollToBottom()
  await new Promise((resolve) => setTimeout(resolve, 100))
  assert.deepEqual(requests, ['GET /feed', 'GET /feed?cursor=16'])

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
  await screen.findByText('Update number 15')
  assert.equal(names().length, 20)
  assert.equal(screen.queryByRole('alert'), null)
})

test('Feed: clicking "Load more" loads the next page too, and shows "Loading more..." meanwhile', async () => {
  renderWithStore(<Feed />)
  await screen.findByText('Update number 25')
  // RTK Query batches the store notification of a request's start, so the fake API answers later than usual to let
  // "Loading more..." render: this handler waits, then leaves the answer to the fake API's feed handler.
  server.use(http.get('https://api.example.com/feed', () => delay(150)))

  fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
  await waitFor(() => {
    const button = screen.getByRole('button', { name: 'Loading more...' }) as HTMLButtonElement
    assert.equal(button.disabled, true)
    assert.equal(names().length, 10)
  })
  await screen.findByText('Update number 15')
  assert.equal(names().length, 20)
  assert.ok(screen.getByRole('button', { name: 'Load more' }))
})
