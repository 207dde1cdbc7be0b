// `npm run dev`: the API with reload on change (port 3000) and Vite with hot reload (port 5173) proxying /api to it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: port },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://localhost:${port}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
