// npm run check:anchors [-- build-dir]: fails when a link of the production build points to a missing `#fragment`.
import path from 'node:path';
import {findBrokenAnchors, readBuild} from './anchors';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const pages = readBuild(buildDir);
const {checked, broken} = findBrokenAnchors(pages);
for (const {source, href, reason} of broken) console.log(`✗ ${source}: link "${href}": ${reason}`);
console.log(`${pages.length} pages, ${checked} links to a #fragment, ${broken.length} broken.`);
process.exitCode = broken.length > 0 ? 1 : 0;
