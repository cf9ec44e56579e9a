// The editor a run block becomes after its first Run (loaded then, with the runner): CodeMirror 6, with the
// JavaScript/TypeScript grammar, coloured with the Prism token classes the site's static code uses
// (plugins/site-prism.ts), so an edited block looks like the page's. Tab is left to moving the focus; Escape
// leaves the editor, Ctrl/Cmd+Enter runs.
import {EditorState} from '@codemirror/state';
import {EditorView, keymap, drawSelection, highlightActiveLine} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {syntaxHighlighting, indentOnInput, bracketMatching} from '@codemirror/language';
import {javascript} from '@codemirror/lang-javascript';
import {tagHighlighter, tags} from '@lezer/highlight';

const prismClasses = tagHighlighter([
  {tag: [tags.comment, tags.lineComment, tags.blockComment], class: 'token comment'},
  {tag: [tags.string, tags.special(tags.string)], class: 'token string'},
  {tag: tags.regexp, class: 'token regex'},
  {tag: tags.number, class: 'token number'},
  {tag: tags.bool, class: 'token boolean'},
  {
    tag: [tags.keyword, tags.controlKeyword, tags.moduleKeyword, tags.definitionKeyword, tags.operatorKeyword],
    class: 'token keyword',
  },
  {tag: [tags.null, tags.self, tags.modifier], class: 'token keyword'},
  {tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], class: 'token function'},
  {tag: [tags.typeName, tags.className], class: 'token class-name'},
  {tag: tags.operator, class: 'token operator'},
  {tag: [tags.punctuation, tags.bracket, tags.separator], class: 'token punctuation'},
  {tag: tags.tagName, class: 'token tag'},
  {tag: tags.attributeName, class: 'token attr-name'},
]);

export interface Editor {
  text(): string;
  setText(text: string): void;
  focus(): void;
  destroy(): void;
}

interface Options {
  parent: HTMLElement;
  text: string;
  language: string;
  label: string;
  onEscape: () => void;
  onRun: () => void;
}

export function createEditor({parent, text, language, label, onEscape, onRun}: Options): Editor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        history(),
        drawSelection(),
        highlightActiveLine(),
        indentOnInput(),
        bracketMatching(),
        EditorState.tabSize.of(2),
        javascript({typescript: language.startsWith('ts'), jsx: language.endsWith('x')}),
        syntaxHighlighting(prismClasses),
        keymap.of([
          {key: 'Escape', run: () => (onEscape(), true)},
          {key: 'Mod-Enter', run: () => (onRun(), true)},
          ...defaultKeymap,
          ...historyKeymap,
        ]),
        EditorView.contentAttributes.of({'aria-label': label}),
      ],
    }),
  });
  return {
    text: () => view.state.doc.toString(),
    setText: (next) => view.dispatch({changes: {from: 0, to: view.state.doc.length, insert: next}}),
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
