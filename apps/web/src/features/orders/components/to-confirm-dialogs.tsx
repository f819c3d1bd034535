import {
  CALL_OUTCOMES,
  type CallOutcome,
  type CancelReason,
  type Order,
  STAFF_CANCEL_REASONS,
} from '@shop/shared';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { TextArea } from '../../../components/ui/text-area';
import { useToConfirmActions } from '../api/to-confirm-actions';
import { orderErrorText } from '../lib/order-messages';

/** The server's limit on a note (shared cancelOrderBodySchema, orderCallBodySchema). */
const NOTE_MAX = 500;

interface ChoiceDialogProps<T extends string> {
  order: Order | null;
  onClose: () => void;
  /** translation keys under admin:toConfirm */
  keys: { title: string; body: string; choice: string; choose: string; required: string; submit: string };
  choices: readonly T[];
  labelOf: (choice: T) => string;
  pending: boolean;
  onSubmit: (order: Order, choice: T, note: string, done: () => void, failed: (e: unknown) => void) => void;
}

/** A choice the staff must make (a reason, an outcome) and an optional note, then one request. */
function ChoiceDialog<T extends string>({
  order,
  onClose,
  keys,
  choices,
  labelOf,
  pending,
  onSubmit,
}: ChoiceDialogProps<T>) {
  const { t } = useTranslation(['admin', 'account', 'common']);
  const [choice, setChoice] = useState<T | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setChoice('');
    setNote('');
    setError(null);
    setFailure(null);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!order || pending) return;
    if (!choice) {
      setError(t(keys.required));
      return;
    }
    setFailure(null);
    onSubmit(order, choice, note.trim(), close, (err) =>
      setFailure(orderErrorText(t, err, t('admin:errors.generic'))),
    );
  };

  return (
    <Dialog
      open={order !== null}
      onClose={close}
      title={t(keys.title, { code: order?.code ?? '' })}
      closeLabel={t('common:close')}
      className="lining-nums"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm leading-relaxed text-plum-700">{t(keys.body, { code: order?.code ?? '' })}</p>
        <Select
          label={t(keys.choice)}
          value={choice}
          required
          error={error}
          onChange={(e) => {
            setChoice(e.target.value as T | '');
            setError(null);
          }}
          options={[
            { value: '', label: t(keys.choose) },
            ...choices.map((c) => ({ value: c, label: labelOf(c) })),
          ]}
        />
        <TextArea
          label={t('admin:toConfirm.note')}
          value={note}
          maxLength={NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          className="[&_textarea]:min-h-24"
        />
        {failure && (
          <p role="alert" className="text-sm font-medium text-wine-600">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={close}>
            {t('admin:toConfirm.keep')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? t('admin:toConfirm.working') : t(keys.submit)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Cancel a pending COD order with one of STAFF_CANCEL_REASONS (required) and a note. */
export function CancelReasonDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { cancel } = useToConfirmActions();
  return (
    <ChoiceDialog<CancelReason>
      order={order}
      onClose={onClose}
      keys={{
        title: 'admin:toConfirm.cancelDialog.title',
        body: 'admin:toConfirm.cancelDialog.body',
        choice: 'admin:toConfirm.cancelDialog.reason',
        choose: 'admin:toConfirm.cancelDialog.choose',
        required: 'admin:toConfirm.cancelDialog.required',
        submit: 'admin:toConfirm.cancelDialog.submit',
      }}
      choices={STAFF_CANCEL_REASONS}
      labelOf={(reason) => t(`toConfirm.reasons.${reason}`)}
      pending={cancel.isPending}
      onSubmit={(o, reason, note, done, failed) =>
        cancel.mutate(
          { id: o.id, reason, ...(note ? { note } : {}) },
          {
            onSuccess: () => {
              toast.success(t('toConfirm.canceled', { code: o.code }));
              done();
            },
            onError: failed,
          },
        )
      }
    />
  );
}

/** Note a call to the buyer: its outcome (required) from CALL_OUTCOMES and a note. */
export function CallDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { call } = useToConfirmActions();
  return (
    <ChoiceDialog<CallOutcome>
      order={order}
      onClose={onClose}
      keys={{
        title: 'admin:toConfirm.callDialog.title',
        body: 'admin:toConfirm.callDialog.body',
        choice: 'admin:toConfirm.callDialog.outcome',
        choose: 'admin:toConfirm.callDialog.choose',
        required: 'admin:toConfirm.callDialog.required',
        submit: 'admin:toConfirm.callDialog.submit',
      }}
      choices={CALL_OUTCOMES}
      labelOf={(outcome) => t(`toConfirm.outcomes.${outcome}`)}
      pending={call.isPending}
      onSubmit={(o, outcome, note, done, failed) =>
        call.mutate(
          { id: o.id, outcome, ...(note ? { note } : {}) },
          {
            onSuccess: () => {
              toast.success(t('toConfirm.callNoted', { code: o.code }));
              done();
            },
            onError: failed,
          },
        )
      }
    />
  );
}
