import { randomBytes } from 'node:crypto';
import { emailField, newPasswordField } from '@hibi/contract';
import { type DatabaseHandle, migrateDatabase, normalizeEmail, openDatabase } from '@hibi/db';
import { adminStaffRepository } from '../api/admin/staff/admin-staff.repository.ts';
import { hashPassword } from '../auth/passwords.ts';
import { AppError } from '../errors/app-error.ts';
import { auditLogRepository } from '../repositories/audit-log.repository.ts';
import { staffRepository } from '../repositories/staff.repository.ts';
import { loadSettings } from '../settings/load-settings.ts';

/** A password that meets the contract's rule: 16 characters of letters and digits, both present. */
export function generatedPassword(): string {
  for (;;) {
    const candidate = randomBytes(24).toString('base64url').replace(/[-_]/g, '').slice(0, 16);
    if (newPasswordField.safeParse(candidate).success) return candidate;
  }
}

/**
 * The first operator of a fresh installation (there is nobody yet to invite them): straight into
 * the database the server uses, migrated first, with an audit entry by the system.
 */
export async function createOperator(database: DatabaseHandle, email: string, password: string) {
  const address = emailField.safeParse(email);
  if (!address.success)
    throw new AppError('invalid_input', `メールアドレスの形式が正しくありません: ${email}`);
  const rule = newPasswordField.safeParse(password);
  if (!rule.success)
    throw new AppError('invalid_input', rule.error.issues[0]?.message ?? 'パスワードが正しくありません。');
  const normalized = normalizeEmail(address.data);
  return database.db.transaction(async (tx) => {
    if (await staffRepository(tx).findByEmail(normalized)) {
      throw new AppError('conflict', `${normalized} はすでにスタッフとして登録されています。`);
    }
    const id = await adminStaffRepository(tx).insertStaff({
      email: normalized,
      name: normalized.split('@')[0] ?? normalized,
      role: 'operator',
      facilityId: null,
      passwordHash: await hashPassword(password),
    });
    await auditLogRepository(tx).record({
      actorKind: 'system',
      actorId: null,
      action: 'staff.create_operator',
      targetType: 'staff_account',
      targetId: id,
    });
    return id;
  });
}

/** `npm run admin -- create-operator EMAIL`: asks for the password on a terminal, else makes one. */
export async function createOperatorCommand(
  email: string,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
  askPassword: (() => Promise<string>) | null,
): Promise<number> {
  const settings = await loadSettings(env);
  const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  try {
    await migrateDatabase(database);
    const password = askPassword ? await askPassword() : generatedPassword();
    await createOperator(database, email, password);
    log(`created operator ${normalizeEmail(email)}`);
    if (!askPassword) log(`password: ${password}  (shown once; sign in at /admin/signin/)`);
    return 0;
  } finally {
    await database.close();
  }
}
