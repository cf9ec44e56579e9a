import {startStaticServer} from './static-server';

// Entry point for Playwright's webServer: serves ./build on the port it is given until killed.
const port = Number(process.env.PORT ?? 4173);
void startStaticServer({port}).then(({url}) => console.log(`Serving the build at ${url}`));
