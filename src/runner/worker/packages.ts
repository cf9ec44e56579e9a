// The packages a page's code may import in the runner, bundled from the examples workspace's installed packages
// (plugins/runner/bundle.ts resolves these specifiers there), so they are the versions the checker runs.
import * as toolkit from '@reduxjs/toolkit';
import * as query from '@reduxjs/toolkit/query';
import * as queryReact from '@reduxjs/toolkit/query/react';
import * as immer from 'immer';
import * as reselect from 'reselect';
import * as redux from 'redux';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactRedux from 'react-redux';
import * as events from 'events';

export const packages: Record<string, object> = {
  '@reduxjs/toolkit': toolkit,
  '@reduxjs/toolkit/query': query,
  '@reduxjs/toolkit/query/react': queryReact,
  immer,
  reselect,
  redux,
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-redux': reactRedux,
  'node:events': events,
};
