/**
 * The tab choice shared by every tab group with the same `groupId` (the TypeScript/JavaScript examples), in place of
 * the theme's user-preferences context.
 *
 * Why: a context update re-renders every consumer in one synchronous task, so one click re-rendered every tab group
 * of a long page at once (tens of code blocks). Here the group that was clicked switches at once, and the others
 * follow one per task, those nearest the screen first, so no task grows with the page. The choice is stored under
 * the theme's own key (`docusaurus.tab.<groupId>`), so choices stored before this change still apply.
 */
import {createStorageSlot, listStorageKeys} from '@docusaurus/theme-common';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const prefix = 'docusaurus.tab.';
const slot = (groupId: string) => createStorageSlot(`${prefix}${groupId}`);

/** A tab group (or a stand-in for one) that follows its group's choice. */
export interface Follower {
  /** The element the follower shows in, to order the followers by their distance from the screen. */
  element: () => Element | null;
  follow: (value: string) => void;
}

const followers = new Map<string, Set<Follower>>();
const queue: (() => void)[] = [];

/** How far an element is from the screen, in pixels (0 when on screen). */
export function distanceFromScreen(element: Element | null): number {
  if (!element) return Number.POSITIVE_INFINITY;
  const {top, bottom} = element.getBoundingClientRect();
  return Math.max(0, top - window.innerHeight, -bottom);
}

function runNext(): void {
  queue.shift()?.();
  if (queue.length > 0) setTimeout(runNext);
}

/** Runs each job in a task of its own, the jobs of the elements nearest the screen first. */
export function runInTurn(jobs: {element: () => Element | null; run: () => void}[]): void {
  const idle = queue.length === 0;
  const ordered = jobs
    .map((job) => ({job, distance: distanceFromScreen(job.element())}))
    .sort((a, b) => a.distance - b.distance);
  queue.push(...ordered.map(({job}) => job.run));
  if (idle && queue.length > 0) setTimeout(runNext);
}

/** The reader's stored choice; none on the server, which renders every group with its default tab. */
export function storedChoice(groupId: string): string | null {
  return ExecutionEnvironment.canUseDOM ? slot(groupId).get() : null;
}

/** Whether the reader has stored a choice for any group. */
export function hasStoredChoice(): boolean {
  return listStorageKeys().some((key) => key.startsWith(prefix));
}

/** Registers a follower of the group's choice; returns the function that unregisters it. */
export function followChoice(groupId: string, follower: Follower): () => void {
  const group = followers.get(groupId) ?? new Set();
  followers.set(groupId, group);
  group.add(follower);
  return () => group.delete(follower);
}

/** Stores the choice and has every other follower of the group follow it, in turn. */
export function choose(groupId: string, value: string, chooser: Follower): void {
  slot(groupId).set(value);
  const others = [...(followers.get(groupId) ?? [])].filter((follower) => follower !== chooser);
  runInTurn(others.map((follower) => ({element: follower.element, run: () => follower.follow(value)})));
}
