import sharp, { type Sharp } from 'sharp';
import type {
  ImageJob,
  ImageMetadata,
  JobReply,
  JobRequest,
  ProbeResult,
  SharpStep,
} from './image-worker.js';

/**
 * The child process of lib/image-worker.ts: the only process that loads sharp. It makes each job
 * it is sent and replies with its result or with sharp's error message; the parent sends one job
 * at a time and stops this process when it has been idle for a while.
 */

const send = process.send?.bind(process);
if (!send) throw new Error('image-worker.child is started by lib/image-worker.ts (child_process.fork)');

const METHODS = new Set<SharpStep[0]>(['rotate', 'resize', 'blur', 'jpeg', 'png', 'webp']);
let running = 0;

function apply(image: Sharp, steps: readonly SharpStep[]): Sharp {
  let out = image;
  for (const [method, ...args] of steps) {
    if (!METHODS.has(method)) throw new Error(`Unknown sharp step: ${String(method)}`);
    out = (out[method] as (...a: unknown[]) => Sharp).apply(out, args);
  }
  return out;
}

async function run(job: ImageJob): Promise<unknown> {
  switch (job.kind) {
    case 'metadata': {
      const m = await sharp(job.input, job.options).metadata();
      return {
        format: m.format,
        compression: m.compression,
        orientation: m.orientation,
        width: m.width,
        height: m.height,
      } satisfies ImageMetadata;
    }
    case 'encode': {
      const base = sharp(job.input, job.options);
      const outputs: Buffer[] = [];
      // one after another: the first failure stops the job, and libvips already uses every core
      for (const steps of job.outputs) outputs.push(await apply(base.clone(), steps).toBuffer());
      return outputs;
    }
    case 'probe': {
      if (job.holdMs) await new Promise((resolve) => setTimeout(resolve, job.holdMs));
      return { pid: process.pid, vips: sharp.versions.vips, running } satisfies ProbeResult;
    }
  }
}

process.on('message', (message: JobRequest) => {
  running += 1;
  run(message.job)
    .then(
      (value): JobReply => ({ id: message.id, value }),
      (error: unknown): JobReply => ({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      }),
    )
    .then((reply) => {
      running -= 1;
      send(reply);
    });
});
// the parent ends this process: it disconnects when idle, kills on close, or exits (gone, nothing
// is left to reply to)
process.on('disconnect', () => process.exit(0));
// systemd (KillMode=control-group) and a terminal's Ctrl-C signal the whole group at once, but the
// server's graceful shutdown still waits for the upload in flight, which needs its job finished
process.on('SIGTERM', () => {});
process.on('SIGINT', () => {});
