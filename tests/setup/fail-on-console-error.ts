import { format } from "node:util";
import { afterAll, afterEach } from "vitest";

/**
 * console.error during a test fails it (decision 0020, as in the Epic Stack): an error that only shows
 * in the output is an error nobody looks at. Code that reports errors takes a logger; a test that
 * expects an error passes its own logger and asserts on what it got, it never silences the console.
 * The message is still printed, and the test fails after it ran, so the code's flow stays as it is.
 *
 * The workers run their files one after another in one module graph (decision 0054), and this file runs
 * again before each of them: console.error is wrapped once per worker, the hooks once per file.
 */
const shared = globalThis as typeof globalThis & { __consoleErrorsLogged?: string[] };
if (!shared.__consoleErrorsLogged) {
  const logged: string[] = [];
  const print = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    logged.push(format(...args));
    print(...args);
  };
  shared.__consoleErrorsLogged = logged;
}
const logged = shared.__consoleErrorsLogged;

function failOnLogged(where: string) {
  if (logged.length === 0) return;
  const lines = logged.splice(0).map((l) => `  ${l.split("\n")[0].slice(0, 300)}`);
  throw new Error(
    `console.error was called ${where}:\n${lines.join("\n")}\nPass a logger to the code under test and assert on what it logs.`,
  );
}

afterEach(() => failOnLogged("during this test"));
// Set-up and tear-down of a file (beforeAll/afterAll) count too.
afterAll(() => failOnLogged("in this file's set-up or tear-down"));
