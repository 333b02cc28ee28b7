import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from './config';

// `npm run dev`: the API restarts on server changes (node --watch) and Vite serves the UI with hot reload,
// proxying /api to it (vite.config.ts). The browser opens http://localhost:PORT (3000).
const apiPort = process.env.API_PORT ?? '3001';
const children: ChildProcess[] = [];

function run(name: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, { cwd: projectRoot, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code) => {
    console.log(`${name} stopped (${code}); stopping the rest`);
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

run('api', ['--watch-path=server', '--watch-path=src/domain', '--import', 'tsx', 'server/start.ts'], {
  PORT: apiPort,
  HOST: '127.0.0.1',
  SERVE_UI: 'false',
});
run('vite', [path.join(projectRoot, 'node_modules/vite/bin/vite.js')], { API_PORT: apiPort });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
