import type { BlacklistEntry } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import { type SectionListQuery, SectionListState } from '../../../components/staff/section-list-state';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';
import { mailOf, whoOf } from '../lib/blacklist-entry';

/** The blacklist, newest first: whom each entry names, why, who added it and when, and Remove. */
export function BlacklistEntryList({
  entries,
  onRemove,
}: {
  entries: SectionListQuery<BlacklistEntry[]>;
  onRemove: (entry: BlacklistEntry) => void;
}) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <section aria-labelledby="blacklist-list" className="min-w-0 border-t border-line pt-10">
      <h3 id="blacklist-list" className="font-display text-2xl">
        {t('admin:blacklist.list')}
      </h3>
      <SectionListState
        query={entries}
        isEmpty={entries.data?.length === 0}
        emptyText={t('admin:blacklist.empty')}
        announceError
      >
        <ul aria-labelledby="blacklist-list" className="mt-4 grid gap-3 lg:grid-cols-2">
          {entries.data?.map((entry) => (
            <li
              key={entry.id}
              data-testid="blacklist-entry"
              className="flex min-w-0 flex-col gap-2 rounded-2xl border border-line bg-ivory-50 p-4"
            >
              {/* the reason goes under the name when both do not fit beside each other (a phone) */}
              <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="truncate font-semibold text-plum-900">{whoOf(entry)}</p>
                  <p className="text-xs text-plum-500">
                    {mailOf(entry) && <EmailAddress address={mailOf(entry) ?? ''} />}
                    {mailOf(entry) && entry.phone && ' · '}
                    {entry.phone && <span className="whitespace-nowrap">{entry.phone}</span>}
                  </p>
                </div>
                <span className="shrink-0 rounded-pill bg-wine-600 px-2.5 py-0.5 text-xs font-semibold text-ivory-50">
                  {t(`admin:blacklist.reasons.${entry.reason}`)}
                </span>
              </div>
              {entry.note && <p className="text-sm break-words text-plum-700">{entry.note}</p>}
              <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
                <p className="text-xs text-plum-500">
                  {entry.createdBy
                    ? t('admin:blacklist.addedBy', {
                        name: entry.createdBy.name,
                        date: formatDateTime(entry.createdAt, language),
                      })
                    : formatDateTime(entry.createdAt, language)}
                </p>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onRemove(entry)}
                  aria-label={t('admin:blacklist.removeFor', { who: whoOf(entry) })}
                >
                  {t('admin:blacklist.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </SectionListState>
    </section>
  );
}
