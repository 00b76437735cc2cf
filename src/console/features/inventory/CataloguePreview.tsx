import { useId, useState } from '../../../react.ts';
import { LOCALES, type Locale } from '../../../rules/locales.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { type PreviewCard, type PreviewSource, previewCard } from './catalogue-preview.ts';

/**
 * How the widget shows the room type or rate plan being edited, as typed (before saving): its
 * room card in the chosen guest language (the text given in that language, else the plain one,
 * as the room search answers it): photo with its alt text, name, size and guests, description,
 * and for a plan its name, meals and payment. Read by screen readers as a figure.
 */
export function CataloguePreview({ source }: { readonly source: PreviewSource }) {
  const t = useCT();
  const id = useId();
  const [locale, setLocale] = useState<Locale>('en');
  const card: PreviewCard = previewCard(source, locale);
  return (
    <figure className="inv-preview" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{t('inventory.preview.heading')}</figcaption>
      <div className="cs-field">
        <label htmlFor={`${id}-locale`}>{t('inventory.preview.language')}</label>
        <select
          id={`${id}-locale`}
          value={locale}
          onChange={(e) => {
            const chosen = LOCALES.find((l) => l === e.currentTarget.value);
            if (chosen) setLocale(chosen);
          }}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </div>
      <div className="inv-preview-card" lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
        {card.photo ? (
          <img className="inv-preview-photo" src={card.photo.url} alt={card.photo.alt} />
        ) : (
          <p className="cs-hint">{t('inventory.preview.noPhoto')}</p>
        )}
        <h3>
          <bdi>{card.roomName}</bdi>
        </h3>
        {card.capacity !== null ? (
          <p className="cs-hint">
            {card.size
              ? t('inventory.preview.facts', { size: card.size, capacity: card.capacity })
              : t('inventory.preview.guests', { capacity: card.capacity })}
          </p>
        ) : null}
        {card.description ? <p dir="auto">{card.description}</p> : null}
        {card.amenities.length > 0 ? <p className="cs-hint">{card.amenities.join(' · ')}</p> : null}
        {card.plan ? (
          <div className="inv-preview-plan">
            <strong>
              <bdi>{card.plan.name}</bdi>
            </strong>
            {card.plan.description ? <p dir="auto">{card.plan.description}</p> : null}
            <p className="cs-hint">
              {t(`inventory.meal.${card.plan.meal}`)} ·{' '}
              {t(`inventory.payment.${card.plan.payment}`)}
              {card.plan.membersOnly ? ` · ${t('inventory.plan.membersOnly')}` : ''}
            </p>
          </div>
        ) : null}
      </div>
    </figure>
  );
}
