import http from 'node:http';

/**
 * A tiny round-robin load balancer for the load run: each request goes to the next of the API instances given as
 * ports (`tsx bench/proxy.ts 4001 4002`), over kept-alive connections, and says which one answered
 * (`x-instance`). Its own process, so the load generator does not share its event loop. Prints {"port": n}.
 */
const targets = process.argv.slice(2).map(Number);
if (targets.length === 0 || targets.some((p) => !Number.isInteger(p)))
  throw new Error('usage: proxy.ts <port> <port>...');
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

const server = http.createServer((request, response) => {
  const index = next++ % targets.length;
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: targets[index],
      method: request.method,
      path: request.url,
      headers: request.headers,
      agent,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instance': String(index + 1) });
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
});
server.keepAliveTimeout = 60_000;
process.once('SIGTERM', () => process.exit(0));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
