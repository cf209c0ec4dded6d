#!/usr/bin/env node
// Runs `docusaurus start` or `docusaurus serve` only when its port is free.
// With the port taken and no terminal to ask in, Docusaurus prints an error
// and exits 0, so a script or CI job that starts the site went on as if it
// were up. Here a taken port fails with exit 1 and says how to pick another.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { createRequire } from 'node:module';
import { commandLine, fail } from './commandLine.mjs';

// Every argument goes to Docusaurus as given; only the command, the port and the host are read here,
// so the options this script does not know (--no-open, --config) are let through (strict: false).
const args = process.argv.slice(2);
const usage = 'node scripts/docusaurus-on-port.mjs start|serve [DOCUSAURUS_OPTIONS]';
const { positionals, values } = commandLine(
  {
    strict: false,
    allowPositionals: true,
    options: {
      port: { type: 'string', short: 'p', multiple: true },
      host: { type: 'string', short: 'h', multiple: true },
    },
  },
  usage,
);
const command = positionals[0];
// Docusaurus reads the last --port and --host given, so `npm run serve -- --port 3001` wins.
const last = (name) => {
  const value = values[name]?.at(-1);
  // Not strict, parseArgs gives `true` for an option with no value after it.
  if (value === true) fail(`--${name} needs a value`, usage);
  return value;
};
const port = Number(last('port') ?? process.env.PORT ?? 3000);
const host = last('host') ?? 'localhost';

const probe = net.createServer();
probe.once('error', (error) => {
  const reason = error.code === 'EADDRINUSE' ? 'is in use' : `cannot be opened (${error.code})`;
  console.error(
    `docusaurus ${command}: port ${port} on ${host} ${reason}. ` +
      `Stop what holds it, or pick another port: ${command === 'serve' ? 'npm run serve' : 'npm start'} -- --port 3001`,
  );
  process.exit(1);
});
probe.listen(port, host, () => {
  probe.close(() => {
    const bin = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');
    const child = spawn(process.execPath, [bin, ...args], { stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      if (signal) process.kill(process.pid, signal);
      else process.exit(code ?? 1);
    });
  });
});
