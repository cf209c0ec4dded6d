import { main } from './cli';

main(process.argv.slice(2)).catch((error: Error) => {
  process.stderr.write(`toolhive-docs-mcp: ${error.message}\n`);
  process.exit(1);
});
