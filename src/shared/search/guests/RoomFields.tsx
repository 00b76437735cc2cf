import { translate, useIntl, useLocale, useT } from '../../../i18n/react.tsx';
import { useId, useState } from '../../../react.ts';
import {
  CHILD_AGES,
  type CompanionTierInput,
  type KidsTierInput,
  tierAges,
  tierName,
} from './kids-policy.ts';
import { hasRoomForOneMore, type RoomContext, type RoomIssue, roomIssues } from './limits.ts';
import {
  MIN_ADULTS,
  type RoomGuests,
  tierCount,
  withAdults,
  withAge,
  withChildCount,
  withTierCount,
} from './room-guests.ts';
import { Stepper } from './Stepper.tsx';

/** Props of {@link RoomFields}. */
export interface RoomFieldsProps {
  readonly index: number;
  readonly room: RoomGuests;
  readonly ctx: RoomContext;
  readonly tiers: readonly KidsTierInput[];
  readonly companions: readonly CompanionTierInput[];
  readonly canRemove: boolean;
  readonly onChange: (room: RoomGuests) => void;
  readonly onRemove: () => void;
}

/**
 * One room as a fieldset named "Room 1": adults, then children as an age per child or a
 * count per tier, then active companion tiers; errors and warnings sit under the fields
 * they concern, in a live region, and nothing typed is cleared by them.
 */
export function RoomFields({ index, room, ctx, tiers, companions, ...props }: RoomFieldsProps) {
  const t = useT();
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const issuesId = `${id}-issues`;
  // Set when + was pressed at the guest limit: shows the limit even though nothing changed.
  const [blocked, setBlocked] = useState(false);
  const issues = roomIssues(room, ctx);
  const canAdd = hasRoomForOneMore(room, ctx);
  const shown: RoomIssue[] =
    blocked && !issues.some((i) => i.kind === 'maxGuests')
      ? [{ kind: 'maxGuests', severity: 'error', max: ctx.limits.maxGuestsPerRoom }, ...issues]
      : issues;
  const hasError = shown.some((i) => i.severity === 'error');
  const update = (next: RoomGuests) => {
    setBlocked(false);
    props.onChange(next);
  };
  const block = () => setBlocked(true);
  const number = index + 1;

  return (
    <fieldset className="hb-guests-room">
      <legend>{t('guests.room', { number })}</legend>
      <Stepper
        label={t('search.adults')}
        value={room.adults}
        min={MIN_ADULTS}
        canIncrease={canAdd}
        onChange={(n) => update(withAdults(room, n))}
        onBlocked={block}
        describedBy={hasError ? issuesId : undefined}
      />
      {ctx.mode === 'ages' && (
        <>
          <Stepper
            label={t('search.children')}
            value={room.kidsAges.length}
            min={0}
            canIncrease={canAdd}
            onChange={(n) => update(withChildCount(room, n))}
            onBlocked={block}
          />
          {room.kidsAges.length > 0 && (
            <div className="hb-guests-ages">
              {room.kidsAges.map((age, i) => (
                <AgeSelect
                  // Children are identified by their position ("child 2").
                  key={i}
                  label={t('guests.childAge', { number: i + 1 })}
                  value={age}
                  invalid={age === null && shown.some((s) => s.kind === 'ageMissing')}
                  describedBy={issuesId}
                  onChange={(a) => update(withAge(room, i, a))}
                />
              ))}
            </div>
          )}
        </>
      )}
      {ctx.mode === 'tiers' &&
        tiers.map((tier) => {
          const ages = tierAges(tier);
          return (
            <Stepper
              key={tier.code}
              label={tierName(tier.name, locale, tier.code)}
              {...(ages.min !== undefined && ages.max !== undefined
                ? { hint: t('guests.tierAges', { min: ages.min, max: ages.max }) }
                : {})}
              value={tierCount(room, tier.code)}
              min={0}
              canIncrease={canAdd}
              onChange={(n) => update(withTierCount(room, tier.code, n))}
              onBlocked={block}
            />
          );
        })}
      {companions.map((c) => (
        <Stepper
          key={c.code}
          label={tierName(
            c.name,
            locale,
            t(c.code === 'adult_companion' ? 'guests.companion.adult' : 'guests.companion.kid'),
          )}
          value={tierCount(room, c.code)}
          min={0}
          canIncrease={canAdd}
          onChange={(n) => update(withTierCount(room, c.code, n))}
          onBlocked={block}
        />
      ))}
      <div id={issuesId} aria-live="polite">
        {shown.map((issue) => (
          <p
            key={issue.kind}
            className={issue.severity === 'error' ? 'hb-error' : 'hb-guests-warning'}
          >
            {issueText(intl, issue)}
          </p>
        ))}
      </div>
      {props.canRemove && (
        <div className="hb-guests-actions">
          <button type="button" className="hb-btn hb-btn-quiet" onClick={props.onRemove}>
            {t('guests.removeRoom', { number })}
          </button>
        </div>
      )}
    </fieldset>
  );
}

function issueText(intl: ReturnType<typeof useIntl>, issue: RoomIssue): string {
  switch (issue.kind) {
    case 'maxGuests':
      return translate(intl, 'guests.error.maxGuests', { count: issue.max });
    case 'ageMissing':
      return translate(intl, 'guests.error.ageMissing');
    case 'childrenPerAdult':
      return translate(intl, 'guests.warning.childrenPerAdult', { count: issue.max });
  }
}

interface AgeSelectProps {
  readonly label: string;
  readonly value: number | null;
  readonly invalid: boolean;
  readonly describedBy: string;
  readonly onChange: (age: number | null) => void;
}

/** A labelled native select of ages 0–17, empty until chosen. */
function AgeSelect({ label, value, invalid, describedBy, onChange }: AgeSelectProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="hb-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="hb-select"
        value={value === null ? '' : String(value)}
        aria-invalid={invalid ? 'true' : undefined}
        aria-describedby={invalid ? describedBy : undefined}
        onChange={(event) => {
          const raw = event.currentTarget.value;
          onChange(raw === '' ? null : Number(raw));
        }}
      >
        <option value="">{t('guests.chooseAge')}</option>
        {CHILD_AGES.map((age) => (
          <option key={age} value={String(age)}>
            {t('guests.age', { age })}
          </option>
        ))}
      </select>
    </div>
  );
}
