import type { BillingCycle, PackageFunction, Page, Role, User } from '@oddslab/shared/contract';
import { type Kysely, sql } from 'kysely';
import type { AnnounceAccountChange } from './account-changes';
import { fromFlag, nowIso, type PageRequest, toFlag, totalPagesOf } from './rows';
import type { Database } from './schema';

/** A user plus the credentials that never leave the server. */
export interface UserRecord {
  user: User;
  passwordHash: string | null;
  googleSubject: string | null;
  /** Tokens issued before this ISO time are no longer valid (set by a password change); null when none. */
  sessionsValidAfter: string | null;
}

export interface NewUser {
  email: string;
  name: string;
  passwordHash: string | null;
  role: Role;
  image?: string | null;
  packageId?: number | null;
  subscriptionDate?: string | null;
  expirationDate?: string | null;
  emailVerified?: boolean;
  dateOfBirth?: string | null;
  country?: string | null;
  googleSubject?: string | null;
}

export interface UserChanges {
  email?: string;
  name?: string;
  passwordHash?: string | null;
  role?: Role;
  image?: string | null;
  packageId?: number | null;
  subscriptionDate?: string | null;
  expirationDate?: string | null;
  emailVerified?: boolean;
  dateOfBirth?: string | null;
  country?: string | null;
  googleSubject?: string | null;
  sessionsValidAfter?: string | null;
  deactivatedAt?: string | null;
}

export const USER_SORT_COLUMN_MAP = {
  id: 'users.id',
  email: 'users.email',
  name: 'users.name',
  role: 'users.role',
  createdDate: 'users.created_date',
  packageIdLink: 'users.package_id',
} as const;
export type UserSortColumn = keyof typeof USER_SORT_COLUMN_MAP;

/** E-mails are compared case-insensitively; they are stored lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export class UsersRepository {
  constructor(
    private readonly db: Kysely<Database>,
    /** Told of every change to an existing user, which signed-in sessions must see at once. */
    private readonly announce: AnnounceAccountChange,
  ) {}

  private selectUsers() {
    return this.db
      .selectFrom('users')
      .leftJoin('packages', 'packages.id', 'users.package_id')
      .select([
        'users.id',
        'users.email',
        'users.name',
        'users.password_hash',
        'users.image',
        'users.role',
        'users.package_id',
        'users.subscription_date',
        'users.expiration_date',
        'users.email_verified',
        'users.created_date',
        'users.date_of_birth',
        'users.country',
        'users.google_subject',
        'users.sessions_valid_after',
        'users.deactivated_at',
        'packages.name as package_name',
        'packages.description as package_description',
        'packages.functions as package_functions',
        'packages.billing_cycle as package_billing_cycle',
      ]);
  }

  private toRecord(
    row: Awaited<ReturnType<ReturnType<UsersRepository['selectUsers']>['executeTakeFirstOrThrow']>>,
  ): UserRecord {
    const packageData =
      row.package_id !== null && row.package_name !== null
        ? {
            id: row.package_id,
            name: row.package_name,
            description: row.package_description,
            functions: JSON.parse(row.package_functions ?? '[]') as PackageFunction[],
            billingCycle: (row.package_billing_cycle ?? 'NONE') as BillingCycle,
          }
        : null;
    return {
      user: {
        id: row.id,
        email: row.email,
        name: row.name,
        image: row.image,
        role: row.role as Role,
        packageIdLink: row.package_id,
        packageData,
        subscriptionDate: row.subscription_date,
        expirationDate: row.expiration_date,
        emailVerified: fromFlag(row.email_verified),
        createdDate: row.created_date,
        dateOfBirth: row.date_of_birth,
        country: row.country,
        deactivatedAt: row.deactivated_at,
      },
      passwordHash: row.password_hash,
      googleSubject: row.google_subject,
      sessionsValidAfter: row.sessions_valid_after,
    };
  }

  async findById(id: number): Promise<UserRecord | null> {
    const row = await this.selectUsers().where('users.id', '=', id).executeTakeFirst();
    return row ? this.toRecord(row) : null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const row = await this.selectUsers().where('users.email', '=', normaliseEmail(email)).executeTakeFirst();
    return row ? this.toRecord(row) : null;
  }

  async findByGoogleSubject(subject: string): Promise<UserRecord | null> {
    const row = await this.selectUsers().where('users.google_subject', '=', subject).executeTakeFirst();
    return row ? this.toRecord(row) : null;
  }

  async list(): Promise<User[]> {
    const rows = await this.selectUsers().orderBy('users.id').execute();
    return rows.map((row) => this.toRecord(row).user);
  }

  /** `search` narrows the page to names or e-mail addresses containing it, ignoring case. */
  async page(request: PageRequest<UserSortColumn> & { search?: string }): Promise<Page<User>> {
    const search = request.search?.trim().toLowerCase();
    // LIKE wildcards in the search text match themselves; lower() makes both dialects ignore case.
    const pattern = search ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
    const matches = sql<boolean>`(lower(users.name) like ${pattern} escape '\\' or users.email like ${pattern} escape '\\')`;
    const total = await this.db
      .selectFrom('users')
      .$if(pattern !== null, (query) => query.where(matches))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const direction = request.direction === 'DESC' ? 'desc' : 'asc';
    const column = USER_SORT_COLUMN_MAP[request.sort];
    // coalesce keeps NULL ordering identical on SQLite and PostgreSQL; id breaks ties deterministically.
    const rows = await this.selectUsers()
      .$if(pattern !== null, (query) => query.where(matches))
      .orderBy(column === 'users.package_id' ? sql`coalesce(users.package_id, 0)` : sql.ref(column), direction)
      .orderBy('users.id', direction)
      .limit(request.size)
      .offset(request.page * request.size)
      .execute();
    const totalElements = Number(total.total);
    return {
      content: rows.map((row) => this.toRecord(row).user),
      totalElements,
      totalPages: totalPagesOf(totalElements, request.size),
      page: request.page,
      size: request.size,
    };
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  async create(input: NewUser): Promise<UserRecord> {
    const { id } = await this.db
      .insertInto('users')
      .values({
        email: normaliseEmail(input.email),
        name: input.name,
        password_hash: input.passwordHash,
        image: input.image ?? null,
        role: input.role,
        package_id: input.packageId ?? null,
        subscription_date: input.subscriptionDate ?? null,
        expiration_date: input.expirationDate ?? null,
        email_verified: toFlag(input.emailVerified ?? false),
        created_date: nowIso(),
        date_of_birth: input.dateOfBirth ?? null,
        country: input.country ?? null,
        google_subject: input.googleSubject ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await this.findById(id))!;
  }

  async update(id: number, changes: UserChanges): Promise<UserRecord | null> {
    const set = {
      ...(changes.email !== undefined && { email: normaliseEmail(changes.email) }),
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
      ...(changes.role !== undefined && { role: changes.role }),
      ...(changes.image !== undefined && { image: changes.image }),
      ...(changes.packageId !== undefined && { package_id: changes.packageId }),
      ...(changes.subscriptionDate !== undefined && { subscription_date: changes.subscriptionDate }),
      ...(changes.expirationDate !== undefined && { expiration_date: changes.expirationDate }),
      ...(changes.emailVerified !== undefined && { email_verified: toFlag(changes.emailVerified) }),
      ...(changes.dateOfBirth !== undefined && { date_of_birth: changes.dateOfBirth }),
      ...(changes.country !== undefined && { country: changes.country }),
      ...(changes.googleSubject !== undefined && { google_subject: changes.googleSubject }),
      ...(changes.sessionsValidAfter !== undefined && { sessions_valid_after: changes.sessionsValidAfter }),
      ...(changes.deactivatedAt !== undefined && { deactivated_at: changes.deactivatedAt }),
    };
    if (Object.keys(set).length > 0) {
      await this.db.updateTable('users').set(set).where('id', '=', id).execute();
      this.announce(id);
    }
    return this.findById(id);
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    this.announce(id);
    return Number(result.numDeletedRows) > 0;
  }

  async countAdmins(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('role', '=', 'ADMIN')
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }
}
