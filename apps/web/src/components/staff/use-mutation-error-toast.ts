import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error';

/**
 * How the dashboard reports a failed write: the reason in an error toast, the generic "Something went
 * wrong" when the error carries none. `errorText` words the error another way (the orders' texts in
 * the reader's language); it gets the generic text as its fallback.
 */
export function useMutationErrorToast(
  errorText: (error: unknown, fallback: string) => string = errorMessage,
): (error: unknown) => void {
  const { t } = useTranslation('admin');
  return (error) => {
    toast.error(errorText(error, t('admin:errors.generic')));
  };
}
