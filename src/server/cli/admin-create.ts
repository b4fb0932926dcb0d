/**
 * npm run admin:create [-- --email a@b.com --password … --first-name … --last-name …]
 * Creates an admin account, or promotes an existing account to admin. Values not given as
 * flags are asked for when run in a terminal (the password without echo).
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { translateKey } from '../../i18n/translate.js';
import { findUserByEmail } from '../users/repository.js';
import { adminInputSchema, createOrPromoteAdmin } from '../users/admin-account.js';

const USAGE =
  'Usage: npm run admin:create -- [--email <email>] [--password <password>] [--first-name <name>] [--last-name <name>]';

function terminalPrompts() {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  let muted = false;
  // While a password is typed, readline echoes nothing (the classic interface's output hook).
  const writer = rl as unknown as { _writeToOutput(s: string): void };
  const write = writer._writeToOutput.bind(rl);
  writer._writeToOutput = (s: string) => {
    if (!muted) write(s);
  };
  const question = (text: string) => new Promise<string>((resolve) => rl.question(text, resolve));
  return {
    ask: async (text: string) => (await question(text)).trim(),
    async askHidden(text: string) {
      process.stdout.write(text);
      muted = true;
      try {
        return await question('');
      } finally {
        muted = false;
        process.stdout.write('\n');
      }
    },
    close: () => rl.close(),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = connectDatabase(config.database);
  const prompts = process.stdin.isTTY ? terminalPrompts() : undefined;
  const need = async (value: string | undefined, question: string, hidden = false) => {
    if (value !== undefined || !prompts) return value;
    return hidden ? prompts.askHidden(question) : prompts.ask(question);
  };
  try {
    await migrateToLatest(database.db);
    const email = await need(values.email, 'E-mail: ');
    const existing = email ? await findUserByEmail(database.db, email) : undefined;
    let password = values.password;
    let firstName = values['first-name'];
    let lastName = values['last-name'];
    if (!existing) {
      firstName = await need(firstName, 'First name: ');
      lastName = await need(lastName, 'Last name: ');
      if (password === undefined && prompts) {
        password = await prompts.askHidden('Password (at least 6 characters): ');
        if ((await prompts.askHidden('Repeat the password: ')) !== password) throw new Error('The passwords do not match.');
      }
    }
    const input = adminInputSchema.safeParse({ email, password, firstName, lastName });
    if (!input.success) {
      const problems = input.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${translateKey('en', i.message)}`);
      throw new Error(`Invalid input:\n  ${problems.join('\n  ')}\n${USAGE}`);
    }
    const { action, user } = await createOrPromoteAdmin(database.db, input.data);
    console.log(`${action === 'created' ? 'Created' : 'Promoted'} admin ${user.email} (${user.first_name} ${user.last_name}).`);
  } finally {
    prompts?.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
