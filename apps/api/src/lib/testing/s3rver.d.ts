/** The part of s3rver (which ships no types) the tests' local S3 server uses. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Resolves with the listening address once the server's listen callback has run. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
