import assert from 'node:assert/strict'
import { test } from 'node:test'
import { render, screen } from '@testing-library/react'
import { App } from '@page/rtk-query/api/created-api/endpoints/App'

test('PostTitle, using api.endpoints.getPost.useQuery, shows the title of post 1 and the error for post 9', async () => {
  render(<App />)
  assert.ok(screen.getByText('Loading post 1…'))
  assert.ok(screen.getByText('Loading post 9…'))
  assert.ok(await screen.findByRole('heading', { name: 'Hello Redux Toolkit' }))
  const alert = await screen.findByRole('alert')
  assert.equal(alert.textContent, 'Post 9 could not be loaded')
})
