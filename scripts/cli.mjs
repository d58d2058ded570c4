// npm run db:migrate | user:create | backup | restore | storage:copy: the compiled command of that name
// (dist/server/cli/<name>.js), built first when its sources changed.
import { runServerEntry } from './ensure-build.mjs';

const [name, ...args] = process.argv.slice(2);
runServerEntry(`cli/${name}`, args);
