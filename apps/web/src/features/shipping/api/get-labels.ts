import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { openPage, reserveWindow } from '../lib/open-document';

/**
 * Staff: GET /order/labels?ids=a,b, asked as JSON: `{url}` of the carrier's page
 * printing those orders' labels together (one gen-token on the server).
 */
export const getLabelsPage = (orderIds: readonly string[]) =>
  api.get<{ url: string }>('/order/labels', { query: { ids: orderIds.join(',') } });

/**
 * Prints the labels of some orders. `print` opens the tab at once, in the click's own task (a tab
 * opened after an await is a pop-up the browser may block), then points it at the carrier's page
 * when its address arrives, or closes it again on a failure.
 */
export function usePrintLabels() {
  const mutation = useMutation({
    mutationFn: async ({ orderIds, target }: { orderIds: readonly string[]; target: Window | null }) => {
      try {
        openPage((await getLabelsPage(orderIds)).url, target);
      } catch (error) {
        target?.close();
        throw error;
      }
    },
  });
  const print = (orderIds: readonly string[], options: { onError?: (error: unknown) => void } = {}) =>
    mutation.mutate({ orderIds, target: reserveWindow() }, options);
  return { print, isPending: mutation.isPending };
}
