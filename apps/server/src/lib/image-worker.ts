import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
// types only: this process never loads sharp (see the class comment)
import type { JpegOptions, Metadata, PngOptions, ResizeOptions, SharpOptions, WebpOptions } from 'sharp';

/**
 * One call on a sharp instance, written as data so that the child can make it:
 * `['resize', { width: 640 }]` is `image.resize({ width: 640 })`.
 */
export type SharpStep =
  | readonly ['rotate']
  | readonly ['resize', ResizeOptions]
  | readonly ['blur', number]
  | readonly ['jpeg', JpegOptions]
  | readonly ['png', PngOptions?]
  | readonly ['webp', WebpOptions];

/** the part of sharp's `Metadata` the image store decides on */
export type ImageMetadata = Pick<Metadata, 'format' | 'compression' | 'orientation' | 'width' | 'height'>;

/** which process ran a job and with which libvips; `running` counts the jobs it had in hand */
export interface ProbeResult {
  pid: number;
  vips: string;
  running: number;
}

/** An image as bytes, or the path of a file holding it (an upload saved to disk, lib/multipart.ts). */
export type ImageInput = Buffer | string;

export type ImageJob =
  | { kind: 'metadata'; input: ImageInput; options?: SharpOptions }
  /** one output per list of steps, each made from a clone of `sharp(input, options)` */
  | { kind: 'encode'; input: ImageInput; options?: SharpOptions; outputs: (readonly SharpStep[])[] }
  /** replies after `holdMs`: lets tests hold the child busy */
  | { kind: 'probe'; holdMs?: number };

export interface JobRequest {
  id: number;
  job: ImageJob;
}
export type JobReply = { id: number; value: unknown } | { id: number; error: string };

/** sharp rejected the input (its own message): the caller's image, not the worker, is at fault */
export class SharpError extends Error {
  override name = 'SharpError';
}

/** how long a child with nothing to do is kept for the next job before it exits */
const IDLE_MS = 5_000;

interface Queued {
  job: ImageJob;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * Runs sharp (libvips) in a child process (`child_process.fork`), one job at a time, so that
 * libvips' native memory is never the server's: libvips and glibc keep what they allocated. The
 * child starts on the first job and exits after `idleMs` without one, which hands its memory back
 * to the OS. With sharp in the server, an upload of a few large photos leaves the server's resident
 * memory far above its budget for good; with this worker it comes back down once the child exits
 * (the measurements are in bench/NOTES.md).
 * Inputs and outputs are Buffers, sent over IPC with `serialization: 'advanced'` (the structured
 * clone: no base64). A child that dies fails only the job it held; the next job starts a new one.
 */
export class ImageWorker {
  readonly #idleMs: number;
  readonly #queue: Queued[] = [];
  #child: ChildProcess | undefined;
  #current: (Queued & { id: number }) | undefined;
  #idle: NodeJS.Timeout | undefined;
  #lastId = 0;
  #closed = false;

  constructor(options: { idleMs?: number } = {}) {
    this.#idleMs = options.idleMs ?? IDLE_MS;
  }

  /** the running child's pid, if one is running */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  metadata(input: ImageInput, options?: SharpOptions): Promise<ImageMetadata> {
    return this.#run({ kind: 'metadata', input, options }) as Promise<ImageMetadata>;
  }

  /** the outputs made from one input, in order; one failing fails them all */
  encode(input: ImageInput, outputs: (readonly SharpStep[])[], options?: SharpOptions): Promise<Buffer[]> {
    return this.#run({ kind: 'encode', input, options, outputs }) as Promise<Buffer[]>;
  }

  /** one output made from `input` */
  async convert(input: Buffer, steps: readonly SharpStep[], options?: SharpOptions): Promise<Buffer> {
    const [output] = await this.encode(input, [steps], options);
    return output!;
  }

  probe(holdMs = 0): Promise<ProbeResult> {
    return this.#run({ kind: 'probe', holdMs }) as Promise<ProbeResult>;
  }

  /** Fails the jobs not yet replied to and kills the child; later jobs are rejected. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#idle);
    const error = new Error('Image worker closed');
    const current = this.#current;
    this.#current = undefined;
    current?.reject(error);
    for (const queued of this.#queue.splice(0)) queued.reject(error);
    const child = this.#child;
    this.#child = undefined;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      // nothing in the child is worth waiting for: a shutdown must not wait on an encode
      child.kill('SIGKILL');
      await exited;
    }
  }

  #run(job: ImageJob): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('Image worker closed'));
    return new Promise((resolve, reject) => {
      this.#queue.push({ job, resolve, reject });
      this.#next();
    });
  }

  #next(): void {
    if (this.#current || this.#closed) return;
    const queued = this.#queue.shift();
    if (!queued) {
      this.#idleLater();
      return;
    }
    clearTimeout(this.#idle);
    const child = this.#child ?? this.#start();
    // while a job runs the child keeps this process alive (a script awaiting a save); idle, it does not
    child.ref();
    child.channel?.ref();
    const current = { ...queued, id: ++this.#lastId };
    this.#current = current;
    try {
      // a closed channel is not reported here: the child's 'exit' fails the job
      child.send({ id: current.id, job: queued.job } satisfies JobRequest, () => {});
    } catch (error) {
      // a job the structured clone cannot copy
      this.#current = undefined;
      current.reject(error as Error);
      this.#next();
    }
  }

  #start(): ChildProcess {
    const { file, execArgv } = childEntry();
    const child = fork(file, [], {
      // not the server's flags: an `--inspect` port would be taken twice
      execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (reply: JobReply) => this.#replied(child, reply));
    child.on('exit', (code, signal) =>
      this.#ended(child, signal ? `was killed (${signal})` : `exited (${code})`),
    );
    child.on('error', (error) => this.#ended(child, `failed (${error.message})`));
    this.#child = child;
    return child;
  }

  #replied(child: ChildProcess, reply: JobReply): void {
    const current = this.#current;
    if (child !== this.#child || current?.id !== reply.id) return;
    this.#current = undefined;
    if ('error' in reply) current.reject(new SharpError(reply.error));
    else current.resolve(reply.value);
    this.#next();
  }

  #ended(child: ChildProcess, how: string): void {
    // a child stopped when idle or on close() has already been let go
    if (child !== this.#child) return;
    this.#child = undefined;
    const current = this.#current;
    this.#current = undefined;
    current?.reject(new Error(`Image worker (pid ${child.pid}) ${how} before finishing its job`));
    this.#next();
  }

  #idleLater(): void {
    const child = this.#child;
    if (!child) return;
    child.unref();
    child.channel?.unref();
    clearTimeout(this.#idle);
    this.#idle = setTimeout(() => {
      if (this.#child !== child || this.#current) return;
      this.#child = undefined;
      // the child exits on its own once disconnected; it ignores SIGTERM (image-worker.child.ts)
      if (child.connected) child.disconnect();
    }, this.#idleMs);
    this.#idle.unref();
  }
}

/**
 * The child's entry beside this module. From src/ (tsx for dev, Vitest) it is TypeScript and runs
 * with tsx's loader (`--import tsx`, as the tsx docs register it); in the production bundle
 * (build.mjs) dist/server.js has dist/image-worker.child.js beside it.
 */
function childEntry(): { file: string; execArgv: string[] } {
  if (!import.meta.url.endsWith('.ts')) {
    return { file: fileURLToPath(new URL('./image-worker.child.js', import.meta.url)), execArgv: [] };
  }
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return {
    file: fileURLToPath(new URL('./image-worker.child.ts', import.meta.url)),
    execArgv: ['--import', tsx],
  };
}
