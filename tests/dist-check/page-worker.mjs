// A worker of the dist/ checks' pool (read-dist.ts): reads the files it is sent and answers with their facts.
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { readPage } from './read-page.mjs';

parentPort.on('message', async (files) => {
  parentPort.postMessage(await Promise.all(files.map(async (file) => readPage(await readFile(file, 'utf8')))));
});
