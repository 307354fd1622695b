import { createServer } from 'node:http';
import { startMailCapture } from '../../server/testing/mail-capture';

// The e2e mailbox: an SMTP server the mail-enabled app sends to, and an HTTP endpoint where specs
// read what arrived (Playwright starts it as a webServer, before the app).

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 5320);
const httpPort = Number(process.env.E2E_MAILBOX_PORT ?? 5319);

const capture = await startMailCapture(smtpPort);
const http = createServer((req, res) => {
  if (req.url === '/messages') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(capture.messages));
    return;
  }
  res.statusCode = req.url === '/health' ? 200 : 404;
  res.end();
});
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  http.close();
  void capture.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
