import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// The yardstick of the API benchmark: a bare node:http server in its own process (as the app
// server is), answering every request with the bytes and content type the app answered, so the
// ratio between the two measures what the app spends beyond writing that answer.
// Usage: node --import tsx bench/support/bare-server.ts <port> <body file> <content type>

const [port = '0', bodyFile = '', contentType = 'application/json'] = process.argv.slice(2);
const body = readFileSync(bodyFile);

createServer((_request, response) => {
  response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log('bare server listening'));
