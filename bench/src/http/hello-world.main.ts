import Koa from 'koa';

/** The baseline: Koa answering a fixed JSON body, the least any shopper call can cost. */
const app = new Koa();
app.use((ctx) => {
  ctx.body = { hello: 'world' };
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => {
  process.stdout.write('hello-world listening\n');
});
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => server.close(() => process.exit(0)));
