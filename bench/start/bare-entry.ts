import { createServer } from 'node:http';
import express from 'express';

// The baseline for bench/start.ts: a bare Express app listening, bundled and started the same way.
const app = express();
app.get('/', (_request, response) => {
  response.json({ ok: true });
});
const server = createServer(app);
server.listen(0, '127.0.0.1', () => {
  console.log('ready');
  server.close();
});
