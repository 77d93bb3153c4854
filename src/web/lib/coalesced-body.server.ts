import { Transform, type TransformCallback } from "node:stream";

/**
 * The page body between React's renderer and the response (decision 0064). React writes a page as dozens
 * of chunks of about 2 KB in one go; each went on through a web stream, Fastify's reply and a socket write
 * of its own. This stream gathers what arrives before the event loop turns and passes it on as one chunk:
 * the shell still leaves at once, and a part React streams later (the hydration data) leaves as it comes.
 */
export class CoalescedBody extends Transform {
  private parts: Buffer[] = [];
  private scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.parts.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.passOn());
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    this.passOn();
    done();
  }

  private passOn(): void {
    this.scheduled = false;
    if (!this.parts.length || this.destroyed) return;
    const parts = this.parts;
    this.parts = [];
    this.push(parts.length === 1 ? parts[0] : Buffer.concat(parts));
  }
}
