/**
 * `npm run admin:create`: creates the first administrator (or promotes an existing account) in the
 * configured database. On a terminal it asks for the e-mail address and, without echo, twice for the
 * password; from a pipe it reads the same three lines (scripts and tests):
 *   printf '%s\n' admin@firma.de "$PW" "$PW" | npm run admin:create
 */
import { createInterface } from "node:readline";
import { openPglite, openPostgres } from "../src/db/client.ts";
import { loadConfig } from "../src/server/config.ts";
import { createOrPromoteAdmin } from "../src/server/modules/account/create-admin.ts";

const answers = process.stdin.isTTY ? await askOnTerminal() : await readThreeLines();
const config = loadConfig();
const database = config.DATABASE_URL
  ? openPostgres(config.DATABASE_URL, (err) => console.error(`PostgreSQL-Verbindung unterbrochen: ${err.message}`))
  : await openPglite({ dir: config.PGLITE_DIR });
try {
  await database.migrate();
  const result = await createOrPromoteAdmin(database.db, answers);
  if (!result.ok) {
    console.error(`Nicht angelegt: ${result.message}`);
    process.exitCode = 1;
  } else if (result.created) {
    console.log(`Administrator ${answers.email.trim().toLowerCase()} angelegt (Id ${result.userId}).`);
  } else {
    console.log(
      `${answers.email.trim().toLowerCase()} ist jetzt Administrator (Id ${result.userId}); das neue Kennwort gilt, bestehende Anmeldungen sind beendet.`,
    );
  }
} finally {
  await database.close();
}

async function askOnTerminal() {
  const email = await ask("E-Mail-Adresse: ");
  const password = await askHidden("Kennwort: ");
  const repeat = await askHidden("Kennwort wiederholen: ");
  return { email, password, repeat };
}

function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  return new Promise((resolve) => rl.question(question, (answer) => (rl.close(), resolve(answer))));
}

/** Reads a line in raw mode and prints nothing of it. */
function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  let value = "";
  return new Promise((resolve) => {
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") {
          stdin.off("data", onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (ch === "\u0003") {
          process.stdout.write("\n");
          process.exit(130);
        }
        if (ch === "\u007f" || ch === "\b") value = [...value].slice(0, -1).join("");
        else if (ch >= " ") value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function readThreeLines() {
  const lines: string[] = [];
  for await (const line of createInterface({ input: process.stdin })) {
    lines.push(line);
    if (lines.length === 3) break;
  }
  const [email = "", password = "", repeat = ""] = lines;
  return { email, password, repeat };
}
