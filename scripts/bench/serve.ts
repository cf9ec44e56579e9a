import http from 'node:http';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {startStaticServer, type StaticServer} from '../../tests/support/static-server';

const compressible = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

/**
 * The build served by the tests' static server, behind gzip for text responses as every static host sends them
 * (GitHub Pages, Netlify, S3 behind a CDN): Lighthouse's mobile figures model the bytes on the wire, so serving
 * them uncompressed would measure a deployment that no one runs. `gzip: false` measures that one anyway.
 */
export async function serveBuild(root: string, {gzip}: {gzip: boolean}): Promise<StaticServer> {
  const upstream = await startStaticServer({root});
  if (!gzip) return upstream;
  const server = http.createServer((request, response) => {
    const proxied = http.request(
      new URL(request.url ?? '/', upstream.url),
      {method: request.method, headers: request.headers},
      (answer) => {
        const accepted = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        const compress = accepted && compressible.test(String(answer.headers['content-type'] ?? ''));
        const headers = {...answer.headers};
        if (compress) {
          delete headers['content-length'];
          Object.assign(headers, {'content-encoding': 'gzip', vary: 'Accept-Encoding'});
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        (compress ? answer.pipe(zlib.createGzip()) : answer).pipe(response);
      },
    );
    request.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await upstream.close();
    },
  };
}
