import {
  ADDRESS_BOOK_LIMIT,
  ADDRESS_BOOK_MESSAGES,
  type AddressBook,
  type AddressChange,
  type AddressEntry,
  type AddressEntryBody,
  isUuid,
  type ShippingAddress,
  sameAddress,
} from '@shop/shared';
import type { Db } from '../../db/client.js';
import type { AddressRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { AddressBookRepository } from './address-book.repository.js';

const notFound = () => new AppError('NOT_FOUND', ADDRESS_BOOK_MESSAGES.notFound);
const full = () => new AppError('ADDRESS_BOOK_FULL', ADDRESS_BOOK_MESSAGES.full);

export function toAddressEntry(row: AddressRow): AddressEntry {
  return {
    id: row.id,
    label: row.label,
    name: row.name,
    phone: row.phone,
    email: row.email,
    country: row.country,
    province: row.province,
    ward: row.ward,
    street: row.street,
    isDefault: row.isDefault,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored fields of a parsed body (the label and the address; `makeDefault` is an instruction). */
function fields(body: AddressEntryBody | (ShippingAddress & { label?: string })) {
  return {
    label: body.label ?? '',
    name: body.name,
    phone: body.phone,
    email: body.email,
    country: body.country,
    province: body.province,
    ward: body.ward,
    street: body.street,
  };
}

/** What saving an order's address did. */
export type SavedFromOrder = 'added' | 'used' | 'full';

/**
 * The address book (docs/decisions/0038-the-address-book.md): up to ADDRESS_BOOK_LIMIT entries per customer,
 * exactly one of them the default whenever there is any (the first added becomes it; deleting it makes the
 * most recently used or added other entry the default). Each write is one transaction holding the user's
 * address-book lock (AddressBookRepository.lock), so concurrent adds never pass the limit nor leave two
 * defaults (the database's partial unique index refuses a second default anyway). An entry is always looked
 * up with its owner: another customer's id is "not found", and changes nothing.
 */
export class AddressBookService {
  constructor(private readonly db: Db) {}

  private book(repo: AddressBookRepository, userId: string): Promise<AddressBook> {
    return repo
      .list(userId)
      .then((rows) => ({ addresses: rows.map(toAddressEntry), limit: ADDRESS_BOOK_LIMIT }));
  }

  private async change(repo: AddressBookRepository, userId: string, id: string): Promise<AddressChange> {
    const book = await this.book(repo, userId);
    const address = book.addresses.find((a) => a.id === id);
    if (!address) throw notFound();
    return { ...book, address };
  }

  /** The writes' common frame: a transaction holding this user's lock. */
  private locked<T>(userId: string, work: (repo: AddressBookRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const repo = new AddressBookRepository(tx);
      await repo.lock(userId);
      return work(repo);
    });
  }

  /** GET /address/book. */
  list(userId: string): Promise<AddressBook> {
    return this.book(new AddressBookRepository(this.db), userId);
  }

  /** POST /address/book: 409 ADDRESS_BOOK_FULL at the limit. The first entry is the default. */
  add(userId: string, body: AddressEntryBody): Promise<AddressChange> {
    return this.locked(userId, async (repo) => {
      const held = await repo.count(userId);
      if (held >= ADDRESS_BOOK_LIMIT) throw full();
      const created = await repo.insert({ userId, ...fields(body), isDefault: held === 0 });
      if (body.makeDefault && held > 0) await repo.setDefault(userId, created.id);
      return this.change(repo, userId, created.id);
    });
  }

  /** PUT /address/book/{id}: the whole entry replaced; `makeDefault` moves the default to it. */
  update(userId: string, id: string, body: AddressEntryBody): Promise<AddressChange> {
    if (!isUuid(id)) throw notFound();
    return this.locked(userId, async (repo) => {
      const updated = await repo.update(userId, id, fields(body));
      if (!updated) throw notFound();
      if (body.makeDefault && !updated.isDefault) await repo.setDefault(userId, id);
      return this.change(repo, userId, id);
    });
  }

  /** DELETE /address/book/{id}: when it was the default, the most recent other entry takes over. */
  remove(userId: string, id: string): Promise<AddressBook> {
    if (!isUuid(id)) throw notFound();
    return this.locked(userId, async (repo) => {
      const deleted = await repo.delete(userId, id);
      if (!deleted) throw notFound();
      if (deleted.isDefault) await repo.promoteMostRecent(userId);
      return this.book(repo, userId);
    });
  }

  /** PUT /address/book/{id}/default. */
  makeDefault(userId: string, id: string): Promise<AddressChange> {
    if (!isUuid(id)) throw notFound();
    return this.locked(userId, async (repo) => {
      const entry = await repo.find(userId, id);
      if (!entry) throw notFound();
      if (!entry.isDefault) await repo.setDefault(userId, id);
      return this.change(repo, userId, id);
    });
  }

  /**
   * An order was placed to `shipping`: an identical entry (shared `sameAddress`) is marked used;
   * otherwise the address is added, the default when it is the first, unless the address book is
   * full. "Last used" is kept here (`lastUsedAt`) rather than read from the orders, so the address
   * book stays the one place the checkout reads addresses from.
   */
  saveFromOrder(userId: string, shipping: ShippingAddress): Promise<SavedFromOrder> {
    return this.locked(userId, async (repo) => {
      const rows = await repo.list(userId);
      const same = rows.find((row) => sameAddress(row, shipping));
      if (same) {
        await repo.markUsed(userId, same.id);
        return 'used';
      }
      if (rows.length >= ADDRESS_BOOK_LIMIT) return 'full';
      await repo.insert({
        userId,
        ...fields(shipping),
        isDefault: rows.length === 0,
        lastUsedAt: new Date(),
      });
      return 'added';
    });
  }
}
