import assert from 'node:assert/strict'
import path from 'node:path'
import { describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import {
  checkCoverage,
  documentedNames,
  listRuntimeExports,
  listTypeExports,
  run,
  type CoverageTarget,
} from '../../scripts/check-coverage'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const fixtureRoot = path.join(repoRoot, 'tests/fixtures/check-coverage')
const fixtureDocs = path.join(fixtureRoot, 'docs')

const target = (exportNames: string[]): CoverageTarget => ({ label: 'todo-kit', exportNames, docsDirs: [fixtureDocs] })

describe('check-coverage', () => {
  it('counts H2-H4 headings and first table cells, and nothing else', () => {
    const markdown = [
      '---',
      'title: `fromFrontMatter`',
      '---',
      '# `inH1`',
      '## `inH2`',
      '### Using [`inLink`](./x.md)',
      '#### `first` and `second`',
      '##### `inH5`',
      'Prose with `inProse`.',
      '',
      '| Name | Note |',
      '| --- | --- |',
      '| `inTable` | yes |',
      '| the `notAlone` | no |',
      '| [`linked`](./y.md) | no |',
      '| plain | `secondCell` |',
      '',
      '```md',
      '## `inCode`',
      '```',
    ].join('\n')
    assert.deepEqual([...documentedNames(markdown)].sort(), ['first', 'inH2', 'inLink', 'inTable', 'second'])
  })

  it('passes when every export is documented', () => {
    const logs: string[] = []
    const exitCode = run({
      rootDir: fixtureRoot,
      targets: [target(['addTodo', 'removeTodo', 'toggleTodo', 'clearTodos', 'todoAdapter'])],
      log: (text) => logs.push(text),
    })
    assert.equal(exitCode, 0)
    assert.match(logs.join('\n'), /Total: 5 of 5 exports documented, 0 exempt, 0 missing\./)
    assert.match(logs.join('\n'), /addTodo {2}docs\/api\/todos\.md, docs\/guide\.md/)
  })

  it('fails and names the export when one is documented nowhere', () => {
    const logs: string[] = []
    const exitCode = run({
      rootDir: fixtureRoot,
      targets: [target(['addTodo', 'tooDeep', 'inParagraph', 'notAlone', 'linkedAway', 'secondCell', 'inCodeBlock', 'inH1'])],
      log: (text) => logs.push(text),
    })
    assert.equal(exitCode, 1)
    const report = logs.join('\n')
    assert.match(report, /Total: 1 of 8 exports documented, 0 exempt, 7 missing\./)
    assert.match(report, /Missing from todo-kit \(7\): tooDeep, inParagraph, notAlone, linkedAway, secondCell, inCodeBlock, inH1/)
  })

  it('checks a name re-exported by a later entry point only once', () => {
    const result = checkCoverage(
      [target(['addTodo']), { label: 'todo-kit/react', exportNames: ['addTodo', 'useTodos'], docsDirs: [fixtureDocs] }],
      fixtureRoot,
    )
    assert.deepEqual(result.skipped, [{ entry: 'todo-kit/react', name: 'addTodo' }])
    assert.deepEqual(
      result.missing.map((item) => item.name),
      ['useTodos'],
    )
  })

  it('lets an exemption with a reason stand in for documentation, within the budget, and only for real exports', () => {
    const names = Array.from({ length: 10 }, (_, index) => `Type${index}`)
    const documented = { label: 'todo-kit (types)', exportNames: ['addTodo', ...names.slice(1)], docsDirs: [fixtureDocs] }
    const oneExempt = checkCoverage([{ ...documented, exportNames: ['addTodo', 'Helper'], exempt: { Helper: 'internal' } }], fixtureRoot)
    assert.deepEqual(oneExempt.exempt, [{ entry: 'todo-kit (types)', name: 'Helper', reason: 'internal' }])
    assert.deepEqual(oneExempt.missing, [])
    assert.match(oneExempt.problems.join('\n'), /1 of 2 exempt, more than the budget of 10%/)

    const withinBudget = checkCoverage([{ ...documented, exempt: { Type1: 'internal' } }], fixtureRoot)
    assert.deepEqual(withinBudget.problems, [])
    const stale = checkCoverage([{ ...documented, exempt: { Gone: 'was internal' } }], fixtureRoot)
    assert.deepEqual(stale.problems, ['todo-kit (types): the exemption for Gone names no export'])
  })

  it('lists the type-only exports of the installed package, without the values', () => {
    const names = listTypeExports('@reduxjs/toolkit', path.join(repoRoot, 'examples'))
    assert.ok(names.includes('PayloadAction'))
    assert.ok(names.includes('EntityState'))
    assert.ok(!names.includes('configureStore'))
    assert.ok(!names.includes('Tuple'), 'a class is a value')
  })

  it('lists the runtime exports of the installed package', () => {
    const names = listRuntimeExports('@reduxjs/toolkit', path.join(repoRoot, 'examples'))
    assert.ok(names.includes('configureStore'))
    assert.ok(names.includes('createListenerMiddleware'))
    assert.ok(!names.includes('default'))
  })
})
