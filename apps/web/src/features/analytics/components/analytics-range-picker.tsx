import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../../components/staff/choice-chips';
import { Input } from '../../../components/ui/input';
import {
  type DateRange,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  rangeProblem,
} from '../lib/analytics-range';

interface AnalyticsRangePickerProps {
  preset: RangePreset;
  range: DateRange;
  onChange: (preset: RangePreset, range: DateRange) => void;
}

/**
 * The analytics range: quick choices (7, 30, 90 days, this month) or two dates. Typed dates apply
 * as soon as they make a range the server accepts; until then the last good range stays on screen.
 */
export function AnalyticsRangePicker({ preset, range, onChange }: AnalyticsRangePickerProps) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<DateRange>(range);
  const [shownRange, setShownRange] = useState(range);
  if (shownRange !== range) {
    // a preset changed the range: the date fields follow
    setShownRange(range);
    setDraft(range);
  }
  const problem = rangeProblem(draft);

  const type = (key: keyof DateRange, value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    if (!rangeProblem(next)) onChange('custom', next);
  };

  return (
    <div className="flex flex-col gap-3">
      <ChoiceChips
        legend={t('analytics.range.label')}
        value={preset === 'custom' ? null : preset}
        options={RANGE_PRESETS.filter((p) => p !== 'custom').map((p) => ({
          value: p,
          label: t(`analytics.range.presets.${p}`),
        }))}
        onChange={(p) => onChange(p, presetRange(p, range))}
      />
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Input
          label={t('analytics.range.from')}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => type('from', e.target.value)}
          error={problem === 'fromAfterTo' ? t('analytics.range.errors.fromAfterTo') : null}
        />
        <Input
          label={t('analytics.range.to')}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => type('to', e.target.value)}
          error={
            problem === 'tooLong'
              ? t('analytics.range.errors.tooLong')
              : problem === 'missing'
                ? t('analytics.range.errors.missing')
                : null
          }
        />
      </div>
    </div>
  );
}
