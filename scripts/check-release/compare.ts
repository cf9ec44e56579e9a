import type {Surface} from './surface';

// What one release changed against another, name by name and member by member.

export interface Change {
  /** The entry point (`.`, `query`, `query/react`, `(probes)`). */
  entry: string;
  /** The export; with `member`, the export whose member changed. */
  name: string;
  member?: string;
  change: 'added' | 'removed' | 'changed';
  /** What kind of thing: a runtime export, a type-only export, a member of an export, or a production error code. */
  subject: 'runtime export' | 'type export' | 'member' | 'error code';
  before?: string;
  after?: string;
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

export function compareSurfaces(before: Surface, after: Surface): Change[] {
  const changes: Change[] = [];
  for (const entry of sorted([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[entry] ?? {runtime: [], exports: {}};
    const now = after[entry] ?? {runtime: [], exports: {}};
    for (const name of sorted([...old.runtime, ...now.runtime])) {
      const change = !old.runtime.includes(name) ? 'added' : !now.runtime.includes(name) ? 'removed' : undefined;
      if (change) changes.push({entry, name, change, subject: 'runtime export'});
    }
    for (const name of sorted([...Object.keys(old.exports), ...Object.keys(now.exports)])) {
      const oldShape = old.exports[name];
      const newShape = now.exports[name];
      if (!oldShape || !newShape) {
        // A runtime export's appearance is reported once, as a runtime export.
        if ((oldShape ?? newShape)!.kind === 'type') {
          changes.push({entry, name, change: oldShape ? 'removed' : 'added', subject: 'type export'});
        }
        continue;
      }
      for (const member of sorted([...Object.keys(oldShape.members), ...Object.keys(newShape.members)])) {
        const [was, is] = [oldShape.members[member], newShape.members[member]];
        if (was === is) continue;
        const change = was === undefined ? 'added' : is === undefined ? 'removed' : 'changed';
        changes.push({entry, name, member, change, subject: 'member', before: was, after: is});
      }
    }
  }
  return changes;
}

export function compareErrorCodes(before: Map<number, string>, after: Map<number, string>): Change[] {
  const codes = sorted([...before.keys(), ...after.keys()].map(String)).map(Number).sort((a, b) => a - b);
  return codes.flatMap((code): Change[] => {
    const [was, is] = [before.get(code), after.get(code)];
    if (was === is) return [];
    const change = was === undefined ? 'added' : is === undefined ? 'removed' : 'changed';
    return [{entry: '(errors)', name: String(code), change, subject: 'error code', before: was, after: is}];
  });
}

/**
 * One change that several entry points re-export (`query` and `query/react`, `.` and `react`) becomes one change
 * whose `entry` names them all: `query, query/react`.
 */
export function mergeReexported(changes: Change[]): Change[] {
  const merged = new Map<string, Change>();
  for (const change of changes) {
    const key = JSON.stringify([change.subject, change.name, change.member, change.change, change.before, change.after]);
    const known = merged.get(key);
    if (known) known.entry = `${known.entry}, ${change.entry}`;
    else merged.set(key, {...change});
  }
  return [...merged.values()];
}
