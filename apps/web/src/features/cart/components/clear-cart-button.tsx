import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** "Clear bag", confirmed in a dialog: every line goes at once. */
export function ClearCartButton({ onConfirm, disabled }: { onConfirm: () => void; disabled?: boolean }) {
  const { t } = useTranslation('cart');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" disabled={disabled} onClick={() => setOpen(true)}>
        {t('clear.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('clear.title')}
        closeLabel={t('clear.close')}
      >
        <p className="text-sm text-plum-700">{t('clear.body')}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('clear.cancel')}
          </Button>
          <Button
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {t('clear.confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
