import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { MailQueue } from '../mail/mail.queue.js';
import { passwordResetMail, verificationMail } from '../mail/mail.templates.js';

/** The mails the auth module sends; queued in the caller's transaction, so none is lost or sent for a rollback. */
export interface AuthMail {
  verification(db: DbOrTx, user: UserRow, code: string): Promise<void>;
  passwordReset(db: DbOrTx, user: UserRow, token: string): Promise<void>;
  /** the transaction committed: send now rather than at the next poll */
  wake(): void;
}

export function authMail(queue: MailQueue, publicUrl: string): AuthMail {
  const recipient = (user: UserRow) => ({
    to: user.email,
    name: user.name,
    language: user.language,
    publicUrl,
  });
  return {
    async verification(db, user, code) {
      await queue.enqueue(db, verificationMail({ ...recipient(user), code }));
    },
    async passwordReset(db, user, token) {
      await queue.enqueue(db, passwordResetMail({ ...recipient(user), token }));
    },
    wake: () => queue.wake(),
  };
}
