// `npm run dev`: the API with reload (tsx watch) on API_PORT and Vite with hot reload on 5173.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const env = {
  ...process.env,
  PORT: apiPort,
  API_PORT: apiPort,
  TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS ?? 'http://localhost:5173',
};
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
