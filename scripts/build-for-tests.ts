// npm run build:test: the production build the browser tests need (tests/support/test-build.ts says why it differs
// from a plain `npm run build`).
import {spawnSync} from 'node:child_process';
import {testBuildEnv} from '../tests/support/test-build';

const {status} = spawnSync('npm', ['run', 'build'], {stdio: 'inherit', env: {...process.env, ...testBuildEnv}});
process.exitCode = status ?? 1;
