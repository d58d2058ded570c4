// npm start: brings dist/web and dist/server up to date when needed, then runs the server.
import { runServerEntry } from './ensure-build.mjs';

runServerEntry('main', process.argv.slice(2));
