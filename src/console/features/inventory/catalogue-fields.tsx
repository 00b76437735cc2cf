import { useEffect, useId, useRef, useState } from '../../../react.ts';
import { LOCALES } from '../../../rules/locales.ts';
import {
  type ConsoleForm,
  type FieldOf,
  type FormValues,
  TextField,
} from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';
import { ImageUpload } from '../settings/ImageUpload.tsx';
import {
  type Descriptions,
  moved,
  type Names,
  type PhotoValues,
  uploadedPhotoUrl,
} from './catalogue-values.ts';

/** The name in each of the eight languages (optional; the plain name shows where one is missing). */
export function NamesFields({ form }: { readonly form: ConsoleForm<Names> }) {
  const t = useCT();
  return (
    <details>
      <summary>{t('inventory.form.names')}</summary>
      {LOCALES.map((locale) => (
        <TextField
          key={locale}
          form={form}
          name={`names.${locale}`}
          label={t('inventory.form.nameIn', { locale })}
          optional
        />
      ))}
    </details>
  );
}

/** The description in each language (optional; the plain one shows where one is missing). */
export function DescriptionsFields({ form }: { readonly form: ConsoleForm<Descriptions> }) {
  const t = useCT();
  return (
    <details>
      <summary>{t('inventory.form.descriptions')}</summary>
      {LOCALES.map((locale) => (
        <TextField
          key={locale}
          form={form}
          name={`descriptions.${locale}`}
          label={t('inventory.form.descriptionIn', { locale })}
          multiline
          optional
        />
      ))}
    </details>
  );
}

/** Whole numbers typed as text: each field's name, label and whether it may stay empty. */
export function NumberFields<V extends FormValues>({
  form,
  fields,
}: {
  readonly form: ConsoleForm<V>;
  readonly fields: readonly (readonly [FieldOf<V, string>, ConsoleMessageId, boolean])[];
}) {
  const t = useCT();
  return (
    <>
      {fields.map(([name, label, optional]) => (
        <TextField
          key={name}
          form={form}
          name={name}
          label={t(label)}
          inputMode="numeric"
          optional={optional}
        />
      ))}
    </>
  );
}

/**
 * A room type's photos: each uploaded through the console's image upload (server/console/media,
 * the same pipeline as the hotel's logo), with its alt text and an alt text per language, and
 * removable, and moved earlier or later (the widget shows them in this order). The list is the
 * form's `photos` value, sent whole with the room type (the contract's ordered array), so the
 * order is saved with the form. A move is announced, and the focus stays on the moved photo's
 * button (its other one at an end, where the pressed one is disabled).
 */
export function PhotosField({
  hotel,
  photos,
  onChange,
}: {
  readonly hotel: string;
  readonly photos: readonly PhotoValues[];
  readonly onChange: (photos: readonly PhotoValues[]) => void;
}) {
  const t = useCT();
  const id = useId();
  const root = useRef<HTMLFieldSetElement>(null);
  const [announced, setAnnounced] = useState('');
  // The button to focus once the moved photo is drawn in its new place.
  const refocus = useRef<{ readonly index: number; readonly by: -1 | 1 } | null>(null);
  useEffect(() => {
    const target = refocus.current;
    if (!target || !root.current) return;
    refocus.current = null;
    const button = (by: -1 | 1) =>
      root.current?.querySelector<HTMLButtonElement>(`[data-move="${target.index}:${by}"]`);
    const pressed = button(target.by);
    (pressed && !pressed.disabled ? pressed : button(target.by === -1 ? 1 : -1))?.focus();
  }, [photos]);
  const change = (index: number, photo: PhotoValues) =>
    onChange(photos.map((p, i) => (i === index ? photo : p)));
  const move = (index: number, by: -1 | 1) => {
    refocus.current = { index: index + by, by };
    onChange(moved(photos, index, by));
    setAnnounced(t('inventory.photo.moved', { place: index + by + 1, count: photos.length }));
  };
  return (
    <fieldset className="inv-photos" ref={root}>
      <legend>{t('inventory.photo.heading')}</legend>
      <p className="cs-status" role="status">
        {announced}
      </p>
      {photos.map((photo, index) => (
        <div className="inv-photo" key={photo.url}>
          <img src={photo.url} alt={photo.alt} className="inv-photo-img" />
          <div className="cs-field">
            <label htmlFor={`${id}-${index}-alt`}>
              {t('inventory.photo.alt', { number: index + 1 })}
            </label>
            <input
              id={`${id}-${index}-alt`}
              value={photo.alt}
              onInput={(e) => change(index, { ...photo, alt: e.currentTarget.value })}
            />
          </div>
          <details>
            <summary>{t('inventory.photo.alts')}</summary>
            {LOCALES.map((locale) => (
              <div className="cs-field" key={locale}>
                <label htmlFor={`${id}-${index}-${locale}`}>
                  {t('inventory.photo.altIn', { locale })}
                </label>
                <input
                  id={`${id}-${index}-${locale}`}
                  value={photo.alts[locale] ?? ''}
                  onInput={(e) =>
                    change(index, {
                      ...photo,
                      alts: { ...photo.alts, [locale]: e.currentTarget.value },
                    })
                  }
                />
              </div>
            ))}
          </details>
          <div className="inv-tools">
            <button
              type="button"
              className="cs-button"
              data-move={`${index}:-1`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              {t('inventory.photo.earlier', { number: index + 1 })}
            </button>
            <button
              type="button"
              className="cs-button"
              data-move={`${index}:1`}
              disabled={index === photos.length - 1}
              onClick={() => move(index, 1)}
            >
              {t('inventory.photo.later', { number: index + 1 })}
            </button>
            <button
              type="button"
              className="cs-button"
              onClick={() => onChange(photos.filter((_, i) => i !== index))}
            >
              {t('inventory.photo.remove', { number: index + 1 })}
            </button>
          </div>
        </div>
      ))}
      <ImageUpload
        hotelCode={hotel}
        label={t('inventory.photo.add')}
        onUploaded={(url) =>
          onChange([...photos, { url: uploadedPhotoUrl(url), alt: '', alts: {} }])
        }
      />
    </fieldset>
  );
}
