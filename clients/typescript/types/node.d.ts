// The part of Node 20's API that the client and its tests use, declared here because Debian packages
// no @types/node and the client needs no registry. A project that has @types/node leaves this file
// out: the client's own declarations (dist/*.d.ts) name no Node type.

declare module "node:child_process" {
    interface Writable {
        write(chunk: string): boolean;
        end(): void;
        on(event: "error", listener: (error: Error) => void): this;
    }
    interface Readable {
        on(event: "data", listener: (chunk: Uint8Array) => void): this;
        on(event: "end", listener: () => void): this;
    }
    interface ChildProcess {
        readonly stdin: Writable;
        readonly stdout: Readable;
        readonly exitCode: number | null;
        kill(signal?: string): boolean;
        once(event: "exit", listener: (code: number | null, signal: string | null) => void): this;
        once(event: "error", listener: (error: Error) => void): this;
    }
    function spawn(
        command: string,
        args: readonly string[],
        options: { stdio: ["pipe", "pipe", "ignore" | "inherit"] },
    ): ChildProcess;
}

declare module "node:process" {
    const env: { [name: string]: string | undefined };
    const argv: string[];
    const stdout: { write(text: string): boolean };
}

declare module "node:timers" {
    interface Timeout {
        unref(): Timeout;
    }
    function setTimeout(callback: () => void, milliseconds: number): Timeout;
    function clearTimeout(timeout: Timeout): void;
}

declare module "node:string_decoder" {
    class StringDecoder {
        constructor(encoding: "utf8");
        write(chunk: Uint8Array): string;
    }
}

declare module "node:fs" {
    function mkdtempSync(prefix: string): string;
    function rmSync(path: string, options: { recursive: boolean; force: boolean }): void;
}

declare module "node:os" {
    function tmpdir(): string;
}

declare module "node:path" {
    function join(...parts: string[]): string;
}
