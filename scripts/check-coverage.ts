/**
 * Documentation coverage check (`npm run check:coverage`).
 *
 * Every runtime export of each entry point below must be documented on at least one page of the entry point's
 * docs folders. An export counts as documented on a page when
 *   - a heading of depth 2, 3 or 4 contains an inline code span whose text is exactly the export's name
 *     (``### `isAnyOf` `` counts, ``### `isAnyOf()` `` and a plain-text mention do not), or
 *   - the first cell of a table row is that name in inline code and nothing else (a link around it does not count:
 *     a table of links to other pages is not documentation).
 *
 * Pages are parsed with remark (remark-parse + remark-gfm for tables), so code blocks, paragraphs and H1/H5
 * headings never count. The export names come from the installed package, loaded from the examples workspace.
 *
 * The exported types of an entry point (`types: true`) are checked the same way; the TypeScript compiler lists them
 * from the package's declarations. An export that is an internal helper or marker, which no reader writes, may
 * instead be listed in scripts/coverage-exemptions.ts with the reason; at most EXEMPT_BUDGET of an entry point's
 * values, and of its types.
 *
 * To check another entry point, add it to ENTRY_POINTS. An export that an earlier entry point already checked
 * (for example the `@reduxjs/toolkit/query` names that `@reduxjs/toolkit/query/react` re-exports) is skipped.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Nodes, Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import ts from 'typescript'
import { unified } from 'unified'
import { exemptions } from './coverage-exemptions'

export interface EntryPoint {
  /** Module specifier, resolved from the examples workspace (`examples/`). */
  specifier: string
  /** Folders, relative to the repository root, whose pages count for this entry point. */
  docsDirs: string[]
  /** Check the exported types too, not only the runtime exports. */
  types?: boolean
}

export const ENTRY_POINTS: EntryPoint[] = [
  { specifier: '@reduxjs/toolkit', docsDirs: ['docs'], types: true },
  { specifier: '@reduxjs/toolkit/query', docsDirs: ['docs'], types: true },
  { specifier: '@reduxjs/toolkit/query/react', docsDirs: ['docs'], types: true },
]

/** What to check: a label for the report, the export names, and the folders (absolute paths) that count. */
export interface CoverageTarget {
  label: string
  exportNames: readonly string[]
  docsDirs: readonly string[]
  /** Names that need no documentation, each with the reason. */
  exempt?: Readonly<Record<string, string>>
}

/** At most this share of an entry point's values, and of its types, may be exempt. */
export const EXEMPT_BUDGET = 0.1

export interface ExportCoverage {
  entry: string
  name: string
  /** Pages documenting the export, relative to the root directory, with forward slashes. */
  pages: string[]
}

export interface CoverageResult {
  exports: ExportCoverage[]
  missing: ExportCoverage[]
  exempt: { entry: string; name: string; reason: string }[]
  /** Exemptions that name no export of their entry point, or exceed the budget. */
  problems: string[]
  /** Names skipped because an earlier target already checked them. */
  skipped: { entry: string; name: string }[]
}

const PAGE_EXTENSIONS = new Set(['.md', '.mdx'])

/** The runtime export names of a package entry point, as `require` sees it from `fromDir`. */
export function listRuntimeExports(specifier: string, fromDir: string): string[] {
  const requireFromDir = createRequire(path.join(fromDir, 'package.json'))
  const moduleExports = requireFromDir(specifier) as Record<string, unknown>
  return Object.keys(moduleExports)
    .filter((name) => name !== 'default' && name !== '__esModule')
    .sort()
}

/**
 * The type-only exports of a package entry point (interfaces and type aliases, not classes or functions), as the
 * TypeScript compiler sees them from `fromDir`.
 */
export function listTypeExports(specifier: string, fromDir: string): string[] {
  const entryFile = path.join(fromDir, '__coverage_entry__.ts')
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
  }
  const host = ts.createCompilerHost(options)
  const { getSourceFile, fileExists } = host
  const source = `export * from ${JSON.stringify(specifier)}\n`
  host.fileExists = (fileName) => fileName === entryFile || fileExists(fileName)
  host.getSourceFile = (fileName, ...rest) =>
    fileName === entryFile ? ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022) : getSourceFile(fileName, ...rest)
  const program = ts.createProgram({ rootNames: [entryFile], options, host })
  const checker = program.getTypeChecker()
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entryFile)!)
  if (!moduleSymbol) throw new Error(`TypeScript cannot resolve ${specifier} from ${fromDir}`)
  return checker
    .getExportsOfModule(moduleSymbol)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
      return (target.flags & ts.SymbolFlags.Value) === 0
    })
    .map((symbol) => symbol.name)
    .sort()
}

/** All Markdown pages under a folder, recursively, sorted. */
export function listPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && PAGE_EXTENSIONS.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/** Blanks out a leading YAML front matter block (keeping line numbers), so it is not read as a heading. */
function withoutFrontMatter(markdown: string): string {
  const lines = markdown.split('\n')
  if (lines[0]?.trim() !== '---') return markdown
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---')
  if (end === -1) return markdown
  return lines.map((line, index) => (index <= end ? '' : line)).join('\n')
}

export function parseMarkdown(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(withoutFrontMatter(markdown))
}

function inlineCodeValues(node: Nodes): string[] {
  if (node.type === 'inlineCode') return [node.value]
  if ('children' in node) return node.children.flatMap((child: Nodes) => inlineCodeValues(child))
  return []
}

/** The text of the inline code span that is the only content of `nodes` (surrounding whitespace allowed), if any. */
function soleInlineCode(nodes: readonly Nodes[]): string | undefined {
  const meaningful = nodes.filter((node) => !(node.type === 'text' && node.value.trim() === ''))
  const [only] = meaningful
  return meaningful.length === 1 && only.type === 'inlineCode' ? only.value : undefined
}

/** The names a page documents under the coverage rule. */
export function documentedNames(markdown: string): Set<string> {
  const names = new Set<string>()
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') {
      if (node.depth >= 2 && node.depth <= 4) for (const value of inlineCodeValues(node)) names.add(value.trim())
      return
    }
    if (node.type === 'tableRow') {
      const firstCell = node.children[0]
      const value = firstCell ? soleInlineCode(firstCell.children) : undefined
      if (value !== undefined) names.add(value.trim())
      return
    }
    if ('children' in node) for (const child of node.children) visit(child)
  }
  visit(parseMarkdown(markdown))
  return names
}

export function checkCoverage(targets: readonly CoverageTarget[], rootDir: string): CoverageResult {
  const pageNames = new Map<string, Set<string>>()
  const namesOnPage = (page: string): Set<string> => {
    let names = pageNames.get(page)
    if (!names) {
      names = documentedNames(readFileSync(page, 'utf8'))
      pageNames.set(page, names)
    }
    return names
  }

  const result: CoverageResult = { exports: [], missing: [], exempt: [], problems: [], skipped: [] }
  const alreadyChecked = new Set<string>()
  for (const target of targets) {
    const pages = [...new Set(target.docsDirs.flatMap((dir) => listPages(dir)))].sort()
    const exempt = Object.entries(target.exempt ?? {})
    for (const [name] of exempt.filter(([name]) => !target.exportNames.includes(name))) {
      result.problems.push(`${target.label}: the exemption for ${name} names no export`)
    }
    if (exempt.length > target.exportNames.length * EXEMPT_BUDGET) {
      result.problems.push(
        `${target.label}: ${exempt.length} of ${target.exportNames.length} exempt, ` +
          `more than the budget of ${EXEMPT_BUDGET * 100}%`,
      )
    }
    for (const name of target.exportNames) {
      if (alreadyChecked.has(name)) {
        result.skipped.push({ entry: target.label, name })
        continue
      }
      alreadyChecked.add(name)
      const reason = target.exempt?.[name]
      if (reason !== undefined) {
        result.exempt.push({ entry: target.label, name, reason })
        continue
      }
      const documentedOn = pages
        .filter((page) => namesOnPage(page).has(name))
        .map((page) => path.relative(rootDir, page).split(path.sep).join('/'))
      const coverage: ExportCoverage = { entry: target.label, name, pages: documentedOn }
      result.exports.push(coverage)
      if (documentedOn.length === 0) result.missing.push(coverage)
    }
  }
  return result
}

export function formatReport(result: CoverageResult): string {
  const lines: string[] = []
  const entries = [...new Set(result.exports.map((item) => item.entry))]
  for (const entry of entries) {
    const items = result.exports.filter((item) => item.entry === entry)
    const missing = items.filter((item) => item.pages.length === 0)
    lines.push(`${entry}`)
    for (const item of items) {
      lines.push(`  ${item.pages.length ? '✓' : '✗'} ${item.name}  ${item.pages.length ? item.pages.join(', ') : 'NOT DOCUMENTED'}`)
    }
    const exempt = result.exempt.filter((item) => item.entry === entry)
    for (const item of exempt) lines.push(`  - ${item.name}  exempt: ${item.reason}`)
    const skipped = result.skipped.filter((item) => item.entry === entry).length
    lines.push(
      `  ${items.length - missing.length} documented, ${exempt.length} exempt, ${missing.length} missing` +
        (skipped ? ` (${skipped} re-exported names skipped, checked under an earlier entry point)` : ''),
      '',
    )
  }
  const total = result.exports.length
  lines.push(
    `Total: ${total - result.missing.length} of ${total} exports documented, ${result.exempt.length} exempt, ` +
      `${result.missing.length} missing.`,
  )
  lines.push(...result.problems)
  for (const entry of entries) {
    const missing = result.missing.filter((item) => item.entry === entry).map((item) => item.name)
    if (missing.length) lines.push(`Missing from ${entry} (${missing.length}): ${missing.join(', ')}`)
  }
  return lines.join('\n')
}

export interface RunOptions {
  rootDir: string
  targets: readonly CoverageTarget[]
  log?: (text: string) => void
}

/** Prints the report and returns the exit code: 1 when any export is documented nowhere. */
export function run({ rootDir, targets, log = console.log }: RunOptions): number {
  const result = checkCoverage(targets, rootDir)
  log(formatReport(result))
  return result.missing.length || result.problems.length ? 1 : 0
}

/** The real targets: ENTRY_POINTS resolved against the installed package. */
export function defaultTargets(rootDir: string): CoverageTarget[] {
  const examplesDir = path.join(rootDir, 'examples')
  return ENTRY_POINTS.flatMap((entry) => {
    const docsDirs = entry.docsDirs.map((dir) => path.join(rootDir, dir))
    const target = (label: string, exportNames: string[]) => ({ label, exportNames, docsDirs, exempt: exemptions[label] })
    const values = target(entry.specifier, listRuntimeExports(entry.specifier, examplesDir))
    return entry.types ? [values, target(`${entry.specifier} (types)`, listTypeExports(entry.specifier, examplesDir))] : [values]
  })
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  process.exitCode = run({ rootDir, targets: defaultTargets(rootDir) })
}
