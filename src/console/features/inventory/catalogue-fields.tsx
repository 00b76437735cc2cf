import { useId } from '../../../react.ts';
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
 * removable. The list is the form's `photos` value, sent whole with the room type.
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
  const change = (index: number, photo: PhotoValues) =>
    onChange(photos.map((p, i) => (i === index ? photo : p)));
  return (
    <fieldset className="inv-photos">
      <legend>{t('inventory.photo.heading')}</legend>
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
          <button
            type="button"
            className="cs-button"
            onClick={() => onChange(photos.filter((_, i) => i !== index))}
          >
            {t('inventory.photo.remove', { number: index + 1 })}
          </button>
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
