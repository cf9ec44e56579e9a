import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import serveHandler from 'serve-handler';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a production build the way a static host does: clean URLs, `404.html` with status 404 for
 * unknown paths. `prefix` mounts the build under a sub-path, as when a site is deployed under a base URL
 * it was not built for; requests outside the prefix get a plain 404.
 */
export async function startStaticServer({
  root = path.resolve(__dirname, '../../build'),
  port = 0,
  prefix = '/',
}: {root?: string; port?: number; prefix?: string} = {}): Promise<StaticServer> {
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (!url.startsWith(prefix)) {
      response.writeHead(404, {'content-type': 'text/plain'}).end('Not found');
      return;
    }
    request.url = `/${url.slice(prefix.length)}`;
    void serveHandler(request, response, {public: root, cleanUrls: true, trailingSlash: false, directoryListing: false});
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const {port: boundPort} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}${prefix}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
